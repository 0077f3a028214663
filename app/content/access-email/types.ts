/**
 * The e-mails about an operator's access (issue 47), in the operator's language (composed in
 * app/lib/notify/access-email.server.ts): the link to set a new password, asked for on the sign-in page or sent by
 * an owner, and the notice that an owner cleared their second factor. Plain words; the HTML part escapes them.
 * "{name}" placeholders are filled in by formatTemplate.
 */
export type AccessEmailCopy = {
  greeting: string;
  regards: string;
  signature: string;
  reset: {
    /** One line: the subject a mail client lists. */
    subject: string;
    /** Asked for on the sign-in page: "{email}" is the account's address. */
    asked: string;
    /** Sent by an owner from the team page: "{owner}" (name and address), "{email}". */
    sentBy: string;
    /** Said before the link in the text part. */
    open: string;
    /** The link's text in the HTML part. */
    button: string;
    /** Once, an hour, "{expires}" a time in Berlin. */
    validity: string;
    /** That the second factor stays and every session ends. */
    after: string;
    /** Not asked for: nothing happens without the link. */
    unexpected: string;
  };
  secondFactor: {
    subject: string;
    /** "{owner}" (name and address), "{email}". */
    cleared: string;
    /** How to sign in now, and to set up the app again. */
    next: string;
    /** Said before the link to the sign-in page. */
    signIn: string;
    /** Not expected: whom to ask. */
    unexpected: string;
  };
};
