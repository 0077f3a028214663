import type { GuessAlarmEmailCopy } from "./types.ts";

const en: GuessAlarmEmailCopy = {
  subject: "Sign-in attempts on your back-office account",
  greeting: "Hello,",
  what: {
    password:
      "Someone is trying many passwords for your back-office account {email}. We have limited further attempts for now.",
    code: "Someone entered your correct password for the back-office account {email}, followed by wrong codes from the authenticator app. We have stopped accepting app codes for this account for a while.",
  },
  todo: {
    password:
      "If that was not you, choose a long password on your account page that you use nowhere else, and turn on two-factor sign-in.",
    code: "If that was not you, your password is known to someone else: please sign in and change it on your account page now.",
  },
  stillIn:
    "You can still sign in: from your own browser with your password and, if you use two-factor sign-in, with one of your recovery codes.",
  signIn: "Sign in here:",
  once: "We send this message at most once a day.",
  regards: "Kind regards,",
  signature: "The Conversational BI team",
};

export default en;
