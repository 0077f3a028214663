/** Words the back office's pages and its server code share: a lead's statuses and the audit log's actions. */
export const leadStatuses = ["new", "contacted", "qualified", "closed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (leadStatuses as readonly string[]).includes(value);
}

export const auditActions = [
  "login",
  "login-failed",
  "logout",
  "export-csv",
  "export-json",
  "status-change",
  "notes-change",
  "delete",
  "notification-retry",
  "post-create",
  "post-update",
  "post-delete",
  "post-import",
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
  "session-end",
  "password-change",
  "access-refused",
] as const;
export type AuditAction = (typeof auditActions)[number];
