import { legalPageLoader } from "#app/site/legal-page.server.ts";
import { staticPage } from "#app/site/static-page.tsx";

export const loader = legalPageLoader("termsOfService");

// The whole text is static content (decision 0031): it hydrates as the server's HTML, without its code or copy.
const page = staticPage("termsOfService", {
  parts: { LegalDocument: () => import("#app/components/legal-document.tsx").then((module) => module.LegalDocument) },
  render: ({ LegalDocument }, { lastUpdated }: ReturnType<typeof loader>) => (
    <LegalDocument copyId="terms-of-service" lastUpdatedText={lastUpdated} />
  ),
});
export const { clientLoader, meta, handle } = page;
export default page.Page;
