import type { ImpressumContent } from "./types.ts";

export default {
  meta: {
    title: "Impressum | Conversational BI",
    description: "Anbieterkennzeichnung der Conversational BI GmbH, Hamburg, nach § 5 DDG.",
  },
  heading: "Impressum",
  lead: "Angaben zum Anbieter dieser Website.",
} satisfies ImpressumContent;
