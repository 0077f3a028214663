import { PageHero } from "~/components/page-hero.tsx";
import type { PageHandle } from "~/components/site-shell.tsx";
import de from "~/content/careers/de.ts";
import en from "~/content/careers/en.ts";
import { loadPage } from "~/lib/page.server.ts";
import type { Route } from "./+types/careers";

export function loader({ url }: Route.LoaderArgs) {
  return loadPage("careers", url, { en, de });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export const handle: PageHandle = { scrollThreshold: 20 };

export default function CareersPage({ loaderData: { content } }: Route.ComponentProps) {
  return <PageHero title={content.heading} lead={content.lead} />;
}
