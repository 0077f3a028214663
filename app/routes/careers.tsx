import { StaticContent, staticPart, withStaticParts } from "#app/lib/rendering/static-content.tsx";
import type { PageHandle } from "#app/components/site-shell.tsx";
import { useStaticLinks } from "#app/components/static-links.ts";
import { pageMeta } from "#app/site/page.ts";
import { loadPage } from "#app/site/page.server.ts";
import type { Route } from "./+types/careers";

export function loader({ url }: Route.LoaderArgs) {
  return loadPage("careers", url);
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "careers");

export const handle: PageHandle = { scrollThreshold: 20 };

// The whole page is static content (decision 0031): it hydrates as the server's HTML, without its code or copy;
// its buttons open the contact popup through the static content's clicks.
const CareersContent = staticPart(() =>
  import("#app/components/careers-content.tsx").then((module) => module.CareersContent),
);

export const clientLoader = (args: Route.ClientLoaderArgs) => withStaticParts(args, [CareersContent]);

export default function CareersPage() {
  return (
    <StaticContent className="contents" onKeptClick={useStaticLinks()}>
      <CareersContent />
    </StaticContent>
  );
}
