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
