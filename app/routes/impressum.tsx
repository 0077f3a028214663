import type { PageHandle } from "#app/components/site-shell.tsx";
import { useStaticLinks } from "#app/components/static-links.ts";
import { StaticContent, staticPart, withStaticParts } from "#app/lib/rendering/static-content.tsx";
import { pageMeta } from "#app/site/page.ts";
import { loadPage } from "#app/site/page.server.ts";
import type { Route } from "./+types/impressum";

// German only: a legal notice in the sense of German law has no English twin.
export function loader({ url }: Route.LoaderArgs) {
  return loadPage("impressum", url);
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "impressum");

export const handle: PageHandle = { scrollThreshold: 20 };

// The whole page is static content (decision 0031): it hydrates as the server's HTML, without its code or copy.
const ImpressumContent = staticPart(() =>
  import("#app/components/impressum-content.tsx").then((module) => module.ImpressumContent),
);

export const clientLoader = (args: Route.ClientLoaderArgs) => withStaticParts(args, [ImpressumContent]);

export default function ImpressumPage() {
  return (
    <StaticContent className="contents" onKeptClick={useStaticLinks()}>
      <ImpressumContent />
    </StaticContent>
  );
}
