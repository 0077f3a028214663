/**
 * Telling an operator that their account is being guessed at (decision 0034): when a limit of the whole account
 * refuses (wrong passwords from many clients, or the day's budget of wrong codes is spent) or the fifth wrong code
 * of a day comes in, one e-mail goes to the operator through the outbox, at most once a day whichever instance
 * noticed, and the audit log notes it. Without e-mail (no SMTP_URL) the audit log's sums are all there is.
 */
import { recordAudit } from "#app/lib/admin/audit.server.ts";
import type { Operator } from "#app/lib/admin/operators.server.ts";
import { queueGuessAlarmEmail, type GuessReason } from "#app/lib/notify/outbox.server.ts";
import type { Database } from "#app/lib/store/sql.server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether alarms go out (e-mail is configured), and how to wake the outbox's worker for one. */
export type GuessAlarms = { mail: boolean; queued: () => void };

export async function raiseGuessAlarm(
  services: { db: Database; guessAlarms: GuessAlarms },
  operator: Pick<Operator, "id" | "email">,
  reason: GuessReason,
  now = new Date(),
): Promise<void> {
  if (!services.guessAlarms.mail) return;
  const queued = await services.db.sql.transaction(async (tx) => {
    // The first instance to mark the operator sends the day's mail; the others find it marked.
    const { changes } = await tx.run(
      "UPDATE operators SET guess_alarm_at = ? WHERE id = ? AND (guess_alarm_at IS NULL OR guess_alarm_at <= ?)",
      [now, operator.id, new Date(now.getTime() - DAY_MS)],
    );
    if (!changes) return false;
    await queueGuessAlarmEmail(tx, operator.id, reason, now);
    await recordAudit(tx, {
      operatorId: operator.id,
      operatorEmail: operator.email,
      action: "guess-alarm",
      target: operator.email,
      details: { reason },
    });
    return true;
  });
  if (queued) services.guessAlarms.queued();
}
