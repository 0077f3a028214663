import { LegalDocument } from "~/components/legal-document.tsx";
import type { PageHandle } from "~/components/site-shell.tsx";
import de from "~/content/terms-of-service/de.ts";
import en from "~/content/terms-of-service/en.ts";
import { formatLongDate } from "~/i18n/format.ts";
import { loadPage } from "~/lib/page.server.ts";
import type { Route } from "./+types/terms-of-service";

export function loader({ url }: Route.LoaderArgs) {
  const page = loadPage("termsOfService", url, { en, de });
  // Written out on the server, so the browser needs no date formatting code.
  const lastUpdated = formatLongDate(page.content.lastUpdated.date, page.locale);
  return { ...page, lastUpdated };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export const handle: PageHandle = { scrollThreshold: 20 };

export default function TermsOfServicePage({ loaderData: { content, lastUpdated } }: Route.ComponentProps) {
  return (
    <LegalDocument
      heading={content.heading}
      lead={content.lead}
      lastUpdated={{ label: content.lastUpdated.label, text: lastUpdated, iso: content.lastUpdated.date }}
      contentsLabel={content.contentsLabel}
      sections={content.sections}
    />
  );
}
