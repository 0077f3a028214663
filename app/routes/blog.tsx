import { PageHero } from "~/components/page-hero.tsx";
import de from "~/content/blog/de.ts";
import en from "~/content/blog/en.ts";
import { loadPage } from "~/lib/page.server.ts";
import type { Route } from "./+types/blog";

export function loader({ url }: Route.LoaderArgs) {
  return loadPage("blog", url, { en, de });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function BlogPage({ loaderData: { content } }: Route.ComponentProps) {
  return <PageHero title={content.heading} lead={content.lead} />;
}
