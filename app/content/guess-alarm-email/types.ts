import type { GuessReason } from "#app/vocabulary/admin.ts";

/**
 * The e-mail that tells an operator their account is being guessed at (composed in
 * app/lib/notify/guess-alarm-email.server.ts). It goes out in German and English in one message: the back office
 * keeps no language per operator, and the guesser's requests say nothing about the operator's. Plain words; the
 * HTML part escapes them. "{name}" placeholders are filled in by formatTemplate.
 */
export type GuessAlarmEmailCopy = {
  /** One line: the subject a mail client lists (both languages share one subject, German first). */
  subject: string;
  greeting: string;
  /** What happened, by reason; "{email}" is the account's address. */
  what: Record<GuessReason, string>;
  /** What the operator should do, by reason. */
  todo: Record<GuessReason, string>;
  /** That signing in still works, and how: a recovery code, or from a browser that did not fail. */
  stillIn: string;
  /** Said before the link to the sign-in page. */
  signIn: string;
  /** That this mail comes at most once a day. */
  once: string;
  regards: string;
  signature: string;
};
