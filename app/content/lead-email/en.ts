import type { LeadEmailCopy } from "#app/content/lead-email/types.ts";

export default {
  subject: "New demo request: {name}, {company}",
  intro: "{name} ({company}) requested a demo on the website.",
  labels: {
    name: "Name",
    company: "Company",
    email: "Email",
    phone: "Phone",
    language: "Page language",
    received: "Received",
  },
  noPhone: "not given",
  languages: { en: "English", de: "German" },
  timeZone: "Berlin time",
  message: "Message",
  openInInbox: "Open it in the back office:",
  openLink: "Open the request in the back office",
  reply: "Reply to this email to answer the prospect directly.",
} satisfies LeadEmailCopy;
