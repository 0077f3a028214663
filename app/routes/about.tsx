import { StaticContent, staticPart, withStaticParts } from "#app/lib/rendering/static-content.tsx";
import type { PageHandle } from "#app/components/site-shell.tsx";
import { useStaticLinks } from "#app/components/static-links.ts";
import { pageMeta } from "#app/site/page.ts";
import { loadPage } from "#app/site/page.server.ts";
import type { Route } from "./+types/about";

export function loader({ url }: Route.LoaderArgs) {
  return loadPage("about", url);
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "about");

export const handle: PageHandle = { scrollThreshold: 20 };

// The whole page is static content (decision 0031): it hydrates as the server's HTML, without its code or copy.
const AboutContent = staticPart(() =>
  import("#app/components/about-content.tsx").then((module) => module.AboutContent),
);

export const clientLoader = (args: Route.ClientLoaderArgs) => withStaticParts(args, [AboutContent]);

export default function AboutPage() {
  return (
    <StaticContent className="contents" onKeptClick={useStaticLinks()}>
      <AboutContent />
    </StaticContent>
  );
}
