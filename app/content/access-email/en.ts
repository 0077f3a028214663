import type { AccessEmailCopy } from "./types.ts";

export default {
  greeting: "Hello,",
  regards: "Kind regards,",
  signature: "The Conversational BI team",
  reset: {
    subject: "Set a new password for the Conversational BI back office",
    asked: "Someone asked on the sign-in page for a new password for your back-office account {email}.",
    sentBy: "{owner} has sent you a link to set a new password for your back-office account {email}.",
    open: "To choose your new password, open this link:",
    button: "Set a new password",
    validity: "The link is valid for one hour, until {expires} (Berlin time), and can be used only once.",
    after:
      "Once you have set it, every session of your account ends and you sign in with the new password. If you use two-factor sign-in, you are still asked for a code.",
    unexpected:
      "If you did not ask for this, you can ignore this email: your password stays as it is, and without the link nobody can change it.",
  },
  secondFactor: {
    subject: "Your two-factor sign-in was turned off",
    cleared:
      "{owner} has turned off two-factor sign-in for your back-office account {email}, and your recovery codes no longer work. Every session of your account has ended.",
    next: "You now sign in with your password alone. Please set up two-factor sign-in again on your account page right away.",
    signIn: "Sign in here:",
    unexpected: "If you did not expect this, please speak to {owner} or another owner of the team.",
  },
} satisfies AccessEmailCopy;
