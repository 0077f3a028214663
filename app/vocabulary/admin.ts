/**
 * Words the back office's pages and its server code share: a lead's statuses, the audit log's actions, what is
 * wrong with a password, and why an operator is told their account is being guessed at.
 */
export const leadStatuses = ["new", "contacted", "qualified", "closed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (leadStatuses as readonly string[]).includes(value);
}

/** The longest note of a lead's history, or correction of one, in characters. */
export const NOTE_LIMIT = 5_000;

export const auditActions = [
  "login",
  "login-failed",
  "logout",
  "export-csv",
  "export-xlsx",
  "export-json",
  "status-change",
  // Before issue 31 a lead had one notes field; old entries keep this action.
  "notes-change",
  "note-add",
  "note-correct",
  "lead-assign",
  "erasure-request",
  "privacy-request",
  "privacy-request-done",
  "delete",
  "notification-retry",
  "post-create",
  "post-update",
  "post-delete",
  "post-import",
  "post-restore",
  "image-upload",
  "profile-change",
  "invite",
  "invitation-resend",
  "invitation-revoke",
  "join",
  "role-change",
  "deactivate",
  "reactivate",
  "two-factor-on",
  "two-factor-off",
  "two-factor-rule",
  "recovery-code-used",
  "recovery-codes-new",
  "guess-alarm",
  "session-end",
  "password-change",
  "password-reset-request",
  "password-reset-link-sent",
  "password-reset",
  "two-factor-reset",
  "access-refused",
  "ask",
] as const;
export type AuditAction = (typeof auditActions)[number];

/** What is wrong with a new password (app/lib/admin/password-rules.server.ts judges it; decision 0037). */
export type PasswordProblem =
  | "blank"
  | "too-short"
  | "too-long"
  | "repeated"
  | "guessable"
  | "common"
  | "keyboard"
  | "sequence"
  | "dates"
  | "words"
  | "weak";

/** Why an operator is told their account is being guessed at: wrong passwords, or wrong codes after a right one. */
export type GuessReason = "password" | "code";

/** What went wrong with a notification's delivery, as the lead page says it (app/lib/notify/delivery-problem.ts). */
export const deliveryProblemKinds = ["unreachable", "sign-in", "refused", "answered", "other"] as const;
export type DeliveryProblemKind = (typeof deliveryProblemKinds)[number];

/**
 * What a person may ask of the site under the DSGVO (Art. 15–21), recorded against the person (issue 47): access,
 * erasure, rectification, restriction, objection and portability; each is answered within a month (Art. 12(3)).
 */
export const privacyRequestKinds = [
  "access",
  "erasure",
  "rectification",
  "restriction",
  "objection",
  "portability",
] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];
