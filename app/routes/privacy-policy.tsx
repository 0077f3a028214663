import type { PageHandle } from "#app/components/site-shell.tsx";
import de from "#app/content/privacy-policy/de.ts";
import en from "#app/content/privacy-policy/en.ts";
import { loadLegalPage } from "#app/site/legal-page.server.ts";
import { pageMeta } from "#app/site/page.ts";
import { useStaticLinks } from "#app/components/static-links.ts";
import { StaticContent, staticPart, withStaticParts } from "#app/lib/rendering/static-content.tsx";
import type { Route } from "./+types/privacy-policy";

export function loader({ url }: Route.LoaderArgs) {
  return loadLegalPage("privacyPolicy", url, { en, de });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "privacyPolicy");

export const handle: PageHandle = { scrollThreshold: 20 };

// The whole text is static content (decision 0031): it hydrates as the server's HTML, without its code or copy.
const LegalDocument = staticPart(() =>
  import("#app/components/legal-document.tsx").then((module) => module.LegalDocument),
);

export const clientLoader = (args: Route.ClientLoaderArgs) => withStaticParts(args, [LegalDocument]);

export default function PrivacyPolicyPage({ loaderData: { lastUpdated } }: Route.ComponentProps) {
  return (
    <StaticContent className="contents" onKeptClick={useStaticLinks()}>
      <LegalDocument copyId="privacy-policy" lastUpdatedText={lastUpdated} />
    </StaticContent>
  );
}
