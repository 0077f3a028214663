import { LegalDocument } from "~/components/legal-document.tsx";
import type { PageHandle } from "~/components/site-shell.tsx";
import de from "~/content/privacy-policy/de.ts";
import en from "~/content/privacy-policy/en.ts";
import { loadLegalPage } from "~/lib/legal-page.server.ts";
import type { Route } from "./+types/privacy-policy";

export function loader({ url }: Route.LoaderArgs) {
  return loadLegalPage("privacyPolicy", url, { en, de });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export const handle: PageHandle = { scrollThreshold: 20 };

export default function PrivacyPolicyPage({ loaderData: { content, lastUpdated } }: Route.ComponentProps) {
  return <LegalDocument copy={content} lastUpdatedText={lastUpdated} />;
}
