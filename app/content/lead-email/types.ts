/**
 * The e-mail sales receives for each new lead, in the sales team's language (SALES_LOCALE; composed in
 * app/lib/notify/email.server.ts). Plain words, no markup: the HTML part escapes them. "{name}" placeholders are
 * filled in by formatTemplate.
 */
export type LeadEmailCopy = {
  /** One line: "{name}" and "{company}" of the prospect. */
  subject: string;
  /** The first line: "{name}" and "{company}". */
  intro: string;
  labels: { name: string; company: string; email: string; phone: string; language: string; received: string };
  /** Shown for a phone number the prospect left empty. */
  noPhone: string;
  /** The language of the page the prospect wrote from. */
  languages: { en: string; de: string };
  /** After the time of receipt: which clock it is. */
  timeZone: string;
  message: string;
  /** Before the link in the text part; the link's text in the HTML part. */
  openInInbox: string;
  openLink: string;
  reply: string;
};
