import { LegalDocument } from "#app/components/legal-document.tsx";
import { useCopy } from "#app/components/site-context.tsx";
import type { PageHandle } from "#app/components/site-shell.tsx";
import de from "#app/content/terms-of-service/de.ts";
import en from "#app/content/terms-of-service/en.ts";
import { loadLegalPage } from "#app/site/legal-page.server.ts";
import { pageMeta } from "#app/site/page.ts";
import type { Route } from "./+types/terms-of-service";

export function loader({ url }: Route.LoaderArgs) {
  return loadLegalPage("termsOfService", url, { en, de });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "termsOfService");

export const handle: PageHandle = { scrollThreshold: 20 };

export default function TermsOfServicePage({ loaderData: { lastUpdated } }: Route.ComponentProps) {
  return <LegalDocument copy={useCopy("terms-of-service")} lastUpdatedText={lastUpdated} />;
}
