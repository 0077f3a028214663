import type { TermsOfServiceContent } from "./types.ts";

export default {
  meta: {
    title: "Terms of Service | Conversational BI",
    description: "The terms that govern the use of Conversational BI.",
  },
  heading: "Terms of Service",
  lead: "The terms that apply when you use Conversational BI.",
} satisfies TermsOfServiceContent;
