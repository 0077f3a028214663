import type { PrivacyDeadlineEmailCopy } from "./types.ts";

export default {
  subject: "A privacy request is due on {date}",
  greeting: "Hello,",
  intro:
    "a person's request under the GDPR has not been answered yet. It is due on {date}: the law gives us one month from the day it reached us.",
  labels: { kind: "Request", received: "Received on", due: "To be answered by" },
  kinds: {
    access: "Access to the stored data",
    erasure: "Erasure",
    rectification: "Rectification",
    restriction: "Restriction of processing",
    objection: "Objection",
    portability: "Data portability",
  },
  open: "The person and all their requests are in the back office:",
  once: "Everyone with the owner role receives this email once for each request. Once the request is answered, mark it as done there.",
  regards: "Kind regards,",
  signature: "The Conversational BI team",
} satisfies PrivacyDeadlineEmailCopy;
