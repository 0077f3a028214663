/**
 * The e-mail that tells an operator a colleague assigned a lead to them (issue 47; composed in
 * app/lib/notify/assignment-email.server.ts): in the language they last signed in with, or in German and English
 * when they have not signed in since. Plain words; the HTML part escapes them. "{name}" placeholders are filled in
 * by formatTemplate.
 */
export type AssignmentEmailCopy = {
  /** `{lead}`: the lead's name. One line. */
  subject: string;
  greeting: string;
  /** `{by}` assigned `{lead}` (`{company}`) to the operator. */
  what: string;
  /** The same when whoever assigned it no longer exists. */
  whatUnknown: string;
  /** Said before the link to the lead's page. */
  open: string;
  /** How to turn these mails off, before the link to the account page. */
  turnOff: string;
  regards: string;
  signature: string;
};
