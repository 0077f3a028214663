import type { AssignmentEmailCopy } from "./types.ts";

const en: AssignmentEmailCopy = {
  subject: "A lead for you: {lead}",
  greeting: "Hello,",
  what: "{by} has assigned the demo request from {lead} ({company}) to you.",
  whatUnknown: "The demo request from {lead} ({company}) has been assigned to you.",
  open: "Open the lead:",
  turnOff: "You can turn these emails off on your account page:",
  regards: "Kind regards,",
  signature: "The Conversational BI team",
};

export default en;
