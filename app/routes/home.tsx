import { PageHero } from "~/components/page-hero.tsx";
import de from "~/content/home/de.ts";
import en from "~/content/home/en.ts";
import { homeAnchors } from "~/i18n/links.ts";
import { loadPage } from "~/lib/page.server.ts";
import type { Route } from "./+types/home";

export function loader({ url }: Route.LoaderArgs) {
  return loadPage("home", url, { en, de });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function HomePage({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={content.heading} lead={content.lead} />
      {homeAnchors.map((anchor) => (
        <section key={anchor} id={anchor} aria-labelledby={`${anchor}-heading`} className="min-h-[60vh] px-4 py-20">
          <h2 id={`${anchor}-heading`} className="text-center text-3xl font-bold">
            {content.sections[anchor].heading}
          </h2>
        </section>
      ))}
    </>
  );
}
