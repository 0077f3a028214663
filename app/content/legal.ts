import { deactivatedAccountKeepDays, INVITATION_KEEP_DAYS, RETENTION } from "#app/vocabulary/retention.ts";

/** A section of a legal page; `body` uses the markdown-like format of app/lib/text/mini-markdown.ts. */
export type LegalSection = {
  /** Anchor of the section, stable across languages. */
  id: string;
  title: string;
  body: string;
};

/** A legal text with a date it was last changed and a table of contents. */
export type LegalDocumentCopy = {
  lead: string;
  /** `date` is a calendar date (YYYY-MM-DD); the page writes it out in its language. */
  lastUpdated: { label: string; date: string };
  contentsLabel: string;
  sections: LegalSection[];
};

/** When the terms of service last changed (SPEC: May 1, 2025). */
export const LEGAL_TEXTS_UPDATED = "2025-05-01";

/**
 * When the privacy policy last changed: its „Stand“ / "Last updated" date. SPEC's May 1, 2025 was its first
 * version; the part on visit statistics (November 24, 2026, which the part says itself) and the copy review of
 * November 29, 2026 changed it since. Move this date with every change to the policy's text.
 */
export const PRIVACY_POLICY_UPDATED = "2026-11-29";

/**
 * How long a contact request is kept, in days: the server deletes older ones, and the privacy policy, pre-rendered,
 * states the same period. The build reads LEAD_RETENTION_DAYS through the server's schema (app/lib/retention.ts)
 * and bakes the number in (vite.config.ts); Node alone (scripts, unit tests) gets the fallback.
 */
export const LEAD_RETENTION_DAYS: number = buildEnv()?.LEAD_RETENTION_DAYS ?? RETENTION.LEAD_RETENTION_DAYS.fallback;

/** How long the visit statistics keep individual counted events, in days (daily totals: 25 months); likewise. */
export const ANALYTICS_RETENTION_DAYS: number =
  buildEnv()?.ANALYTICS_RETENTION_DAYS ?? RETENTION.ANALYTICS_RETENTION_DAYS.fallback;

/** How long the back office's audit log keeps an entry, in days (AUDIT_RETENTION_DAYS); likewise. */
export const AUDIT_RETENTION_DAYS: number = buildEnv()?.AUDIT_RETENTION_DAYS ?? RETENTION.AUDIT_RETENTION_DAYS.fallback;

/** How long an invitation is kept once it was used, withdrawn or expired, in days (fixed; decision 0079). */
export const INVITATION_RETENTION_DAYS: number = INVITATION_KEEP_DAYS;

/**
 * How long a deactivated account is kept after its deactivation, in days: the longer of the lead and audit periods,
 * so that nothing kept names a colleague by an account that is gone (decision 0079); the server computes the same.
 */
export const DEACTIVATED_ACCOUNT_RETENTION_DAYS: number = deactivatedAccountKeepDays({
  LEAD_RETENTION_DAYS,
  AUDIT_RETENTION_DAYS,
});

/**
 * Who receives the notifications of a new lead besides us, as this deployment sends them
 * (PRIVACY_NOTIFICATION_RECIPIENTS at build time, entries separated by ";"): the provider of a hosted mailbox
 * behind SMTP_URL, the operator of the Slack relay or CRM behind LEAD_WEBHOOK_URL. Empty: mailbox and receiving
 * system are our own, and the privacy policy says that no service provider receives them.
 */
export const NOTIFICATION_RECIPIENTS: string[] = recipientList(buildEnv()?.PRIVACY_NOTIFICATION_RECIPIENTS);

/**
 * Where Ask's optional language model receives the questions it is sent (ASK_LLM_URL at build time, decision 0045):
 * its host name, or "" when there is none or it runs on this machine. The privacy policy names it; the server sends
 * nothing to a host its build does not name.
 */
export const ASK_MODEL_HOST: string = buildEnv()?.ASK_LLM_HOST ?? "";

export function recipientList(raw: string | undefined): string[] {
  return (raw ?? "")
    .split(";")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Vite's build-time variables; Node alone has none. */
function buildEnv(): Partial<ImportMetaEnv> | undefined {
  return (import.meta as { env?: Partial<ImportMetaEnv> }).env;
}
