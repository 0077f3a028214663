import { PageHero } from "~/components/page-hero.tsx";
import type { PageHandle } from "~/components/site-shell.tsx";
import de from "~/content/impressum/de.ts";
import { loadPage } from "~/lib/page.server.ts";
import type { Route } from "./+types/impressum";

// German only: a legal notice in the sense of German law has no English twin.
export function loader({ url }: Route.LoaderArgs) {
  return loadPage("impressum", url, { de });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export const handle: PageHandle = { scrollThreshold: 20 };

export default function ImpressumPage({ loaderData: { content } }: Route.ComponentProps) {
  return <PageHero title={content.heading} lead={content.lead} />;
}
