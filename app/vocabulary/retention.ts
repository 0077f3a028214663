/**
 * How long the site keeps what it stores, in days, per environment variable: its fallback and the range the
 * server accepts. The privacy policy states the periods (app/content/legal.ts); app/lib/retention.ts reads the
 * variables through one schema for the build and the server.
 */
export const RETENTION = {
  LEAD_RETENTION_DAYS: { fallback: 365, min: 1, max: 3650 },
  ANALYTICS_RETENTION_DAYS: { fallback: 90, min: 1, max: 730 },
  AUDIT_RETENTION_DAYS: { fallback: 365, min: 30, max: 3650 },
} as const;

export type RetentionVariable = keyof typeof RETENTION;
export type RetentionPeriods = Record<RetentionVariable, number>;

/**
 * How long an invitation is kept once it has ended (used, withdrawn or expired, whichever came first), with the
 * rows of its mails: long enough for the owner to see an expired one and send it again, and to answer "did my
 * invitation go out?" a few weeks later. Fixed, not a variable: nobody has needed another period (decision 0079).
 */
export const INVITATION_KEEP_DAYS = 30;

/**
 * How long a deactivated account is kept, in days after its deactivation: until nothing the store still keeps
 * names the colleague by their account alone. Their notes in a lead's history go with the lead (LEAD_RETENTION_DAYS
 * after it came in, so before this), their audit entries with the log (AUDIT_RETENTION_DAYS); whatever they did
 * happened before they were deactivated (decision 0079).
 */
export function deactivatedAccountKeepDays(
  periods: Pick<RetentionPeriods, "LEAD_RETENTION_DAYS" | "AUDIT_RETENTION_DAYS">,
) {
  return Math.max(periods.LEAD_RETENTION_DAYS, periods.AUDIT_RETENTION_DAYS);
}
