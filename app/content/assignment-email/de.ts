import type { AssignmentEmailCopy } from "./types.ts";

const de: AssignmentEmailCopy = {
  subject: "Ein Lead für Sie: {lead}",
  greeting: "Guten Tag,",
  what: "{by} hat Ihnen die Demo-Anfrage von {lead} ({company}) zugewiesen.",
  whatUnknown: "Ihnen wurde die Demo-Anfrage von {lead} ({company}) zugewiesen.",
  open: "Zum Lead:",
  turnOff: "Diese E-Mails können Sie auf Ihrer Kontoseite abschalten:",
  regards: "Freundliche Grüße",
  signature: "Ihr Team von Conversational BI",
};

export default de;
