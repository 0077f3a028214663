import { PageHero } from "~/components/page-hero.tsx";
import type { PageHandle } from "~/components/site-shell.tsx";
import de from "~/content/documentation/de.ts";
import en from "~/content/documentation/en.ts";
import { loadPage } from "~/lib/page.server.ts";
import type { Route } from "./+types/documentation";

export function loader({ url }: Route.LoaderArgs) {
  return loadPage("documentation", url, { en, de });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export const handle: PageHandle = { scrollThreshold: 20 };

export default function DocumentationPage({ loaderData: { content } }: Route.ComponentProps) {
  return <PageHero title={content.heading} lead={content.lead} />;
}
