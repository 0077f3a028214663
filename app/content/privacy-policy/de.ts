import type { PrivacyPolicyContent } from "./types.ts";

export default {
  meta: {
    title: "Datenschutzerklärung | Conversational BI",
    description:
      "Wie die Conversational BI GmbH personenbezogene Daten auf dieser Website und in unserem Dienst verarbeitet.",
  },
  heading: "Datenschutzerklärung",
  lead: "Wie wir Ihre personenbezogenen Daten erheben, verwenden und schützen.",
} satisfies PrivacyPolicyContent;
