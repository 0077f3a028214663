import { LegalDocument } from "#app/components/legal-document.tsx";
import { useCopy } from "#app/components/site-context.tsx";
import type { PageHandle } from "#app/components/site-shell.tsx";
import de from "#app/content/privacy-policy/de.ts";
import en from "#app/content/privacy-policy/en.ts";
import { loadLegalPage } from "#app/site/legal-page.server.ts";
import { pageMeta } from "#app/site/page.ts";
import type { Route } from "./+types/privacy-policy";

export function loader({ url }: Route.LoaderArgs) {
  return loadLegalPage("privacyPolicy", url, { en, de });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "privacyPolicy");

export const handle: PageHandle = { scrollThreshold: 20 };

export default function PrivacyPolicyPage({ loaderData: { lastUpdated } }: Route.ComponentProps) {
  return <LegalDocument copy={useCopy("privacy-policy")} lastUpdatedText={lastUpdated} />;
}
