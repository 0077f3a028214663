import { PageHero } from "~/components/page-hero.tsx";
import de from "~/content/blog-post/de.ts";
import en from "~/content/blog-post/en.ts";
import { loadPage } from "~/lib/page.server.ts";
import type { Route } from "./+types/blog-post";

export function loader({ url, params }: Route.LoaderArgs) {
  return loadPage("blogPost", url, { en, de }, { params: { id: params.id } });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function BlogPostPage({ loaderData: { content } }: Route.ComponentProps) {
  return <PageHero title={content.heading} lead={content.lead} />;
}
