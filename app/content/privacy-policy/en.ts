import type { PrivacyPolicyContent } from "./types.ts";

export default {
  meta: {
    title: "Privacy Policy | Conversational BI",
    description: "How Conversational BI GmbH handles personal data on this website and in our service.",
  },
  heading: "Privacy Policy",
  lead: "How we collect, use and protect your personal data.",
} satisfies PrivacyPolicyContent;
