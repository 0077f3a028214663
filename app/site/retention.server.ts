/**
 * The daily retention (services.server.ts runs it at start and once a day): everything the back office keeps for a
 * period leaves the store when its period is over, as the privacy policy says (app/content/privacy-policy/). Leads
 * and audit entries by the operator's variables; sessions and reset links by their own ends; ended invitations
 * INVITATION_KEEP_DAYS after they ended; deactivated accounts once nothing kept names them by the account alone
 * (decision 0079).
 */
import { deleteAuditBefore } from "#app/lib/admin/audit.server.ts";
import { purgeEndedInvitations } from "#app/lib/admin/invitations.server.ts";
import { deleteLeadsReceivedBefore } from "#app/lib/admin/leads.server.ts";
import { deleteDeactivatedBefore } from "#app/lib/admin/operators.server.ts";
import { purgePasswordResets } from "#app/lib/admin/password-reset.server.ts";
import { purgeExpiredSessions } from "#app/lib/admin/sessions.server.ts";
import { deactivatedAccountKeepDays } from "#app/vocabulary/retention.ts";
import type { Sql } from "#app/lib/store/sql.server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The periods the retention reads (BackOfficeConfig has them from LEAD_ and AUDIT_RETENTION_DAYS). */
export type RetentionConfig = { leadRetentionDays: number; auditRetentionDays: number };

/** One round: what it deleted, by kind, for the log line. */
export async function runRetention(sql: Sql, config: RetentionConfig, now = new Date()) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const accountDays = deactivatedAccountKeepDays({
    LEAD_RETENTION_DAYS: config.leadRetentionDays,
    AUDIT_RETENTION_DAYS: config.auditRetentionDays,
  });
  return {
    leadsDeleted: await deleteLeadsReceivedBefore(sql, daysAgo(config.leadRetentionDays)),
    sessionsDeleted: await purgeExpiredSessions(sql, now),
    resetLinksDeleted: await purgePasswordResets(sql, now),
    auditEntriesDeleted: await deleteAuditBefore(sql, daysAgo(config.auditRetentionDays)),
    invitationsDeleted: await purgeEndedInvitations(sql, now),
    deactivatedAccountsDeleted: await deleteDeactivatedBefore(sql, daysAgo(accountDays)),
  };
}
