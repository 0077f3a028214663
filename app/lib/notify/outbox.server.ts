/**
 * The outbox: one row per message the site is to send, written in the same
 * transaction as what it is about. A stored lead queues a notification per
 * channel (app/lib/contact); an invitation queues the e-mail with its link
 * (app/lib/admin/invitations.server.ts), whose token waits in the row until the
 * mail is sent or given up, and is then cleared (decision 0021). An operator's
 * weekly digest is one row per week, whichever instance queues it (decision
 * 0077). Workers claim due rows for a while (a lease; with several instances
 * on PostgreSQL each row is claimed by one, `FOR UPDATE SKIP LOCKED`), deliver
 * them, and mark them sent, or due again later with exponential backoff, or
 * failed once they have tried for 24 hours. A worker that dies mid-delivery leaves its lease to
 * expire: the row is delivered again (at least once; receivers drop duplicates
 * by the row's id).
 */
import { randomUUID } from "node:crypto";
import type { Locale } from "#app/i18n/locales.ts";
import type { InvitedRole } from "#app/content/invitation-email/types.ts";
import { profileNameOf } from "#app/lib/store/operator-names.server.ts";
import { skipLocked, toDate, toNumber, type Sql } from "#app/lib/store/sql.server.ts";
import { personName } from "#app/lib/text/name-from-address.ts";
import type { GuessReason, PrivacyRequestKind } from "#app/vocabulary/admin.ts";

/** Defined with the words the copy names (app/vocabulary/admin.ts). */
export type { GuessReason } from "#app/vocabulary/admin.ts";

export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
const LONGEST_WAIT_MS = 60 * 60 * 1000;

/** How long a claim lasts, and the first wait after a failed attempt (NOTIFY_LEASE_SECONDS, NOTIFY_RETRY_SECONDS). */
export type OutboxTiming = { leaseMs: number; firstRetryMs: number };
export const defaultTiming: OutboxTiming = { leaseMs: 2 * 60 * 1000, firstRetryMs: 30 * 1000 };

export type Channel = "email" | "webhook";

/** What a row is about: a lead (sales is told) or an invitation (the invitee gets the link). */
export type OutboxKind =
  | "lead"
  | "invitation"
  | "guess-alarm"
  | "privacy-deadline"
  | "password-reset"
  | "two-factor-reset"
  | "assignment"
  | "digest";

type Attempted = { id: string; attempts: number; createdAt: Date };

/** A notification of a new lead, with the lead it is about. */
export type LeadDelivery = Attempted & {
  kind: "lead";
  channel: Channel;
  lead: {
    id: string;
    receivedAt: Date;
    locale: Locale;
    firstName: string;
    lastName: string;
    company: string;
    email: string;
    phone: string | null;
    message: string;
  };
};

/** The e-mail that carries an invitation's one-time link; only ever e-mail, never the webhook. */
export type InvitationDelivery = Attempted & {
  kind: "invitation";
  channel: "email";
  invitation: {
    id: string;
    email: string;
    role: InvitedRole;
    locale: Locale;
    /** The address of the owner who invited, or null when that operator no longer exists. */
    invitedBy: string | null;
    expiresAt: Date;
    /** The link's token, kept in the row until the mail is sent. */
    token: string;
  };
};

/** The e-mail that tells an operator their account is being guessed at (app/lib/admin/guess-alarm.server.ts). */
export type GuessAlarmDelivery = Attempted & {
  kind: "guess-alarm";
  channel: "email";
  alarm: { email: string; reason: GuessReason };
};

/**
 * The e-mail that tells an owner a person's privacy request is due within a week (app/lib/admin/privacy-requests
 * .server.ts), in the owner's language; it names the request's kind and days, never the person.
 */
export type PrivacyDeadlineDelivery = Attempted & {
  kind: "privacy-deadline";
  channel: "email";
  warning: { email: string; locale: Locale; kind: PrivacyRequestKind; receivedOn: string; dueOn: string };
};

/** An operator who acted on another's access (the owner on the team page): their name and address. */
export type Actor = { name: string; email: string };

/**
 * The e-mail with a link to set a new password (app/lib/admin/password-reset.server.ts): asked for by the operator
 * on the sign-in page (`sentBy` null), or sent by an owner from the team page.
 */
export type PasswordResetDelivery = Attempted & {
  kind: "password-reset";
  channel: "email";
  reset: { id: string; email: string; locale: Locale; sentBy: Actor | null; expiresAt: Date; token: string };
};

/** The e-mail that tells an operator an owner cleared their second factor. */
export type TwoFactorResetDelivery = Attempted & {
  kind: "two-factor-reset";
  channel: "email";
  notice: { email: string; locale: Locale; by: Actor | null };
};

/** The e-mail that tells an operator a colleague assigned a lead to them (issue 47). */
export type AssignmentDelivery = Attempted & {
  kind: "assignment";
  channel: "email";
  assignment: {
    /** The operator's address, and their language (the one they last signed in with), if known. */
    email: string;
    locale: Locale | null;
    /** Who assigned it, by name (their profile's, else their address), or null when they no longer exist. */
    assignedBy: string | null;
    lead: { id: string; firstName: string; lastName: string; company: string; locale: Locale };
  };
};

/** A count of last week beside the same count of the week before. */
export type WeekOnWeek = { week: number; before: number };

/**
 * A week's statistics as the weekly digest tells them (counted when its row is made, app/lib/admin/weekly-digest
 * .server.ts): visitors and demo requests, the sources that brought the most visitors (`""`: no referring site) and
 * the posts viewed most (by their address), each against the week before.
 */
export type DigestFigures = {
  /** The week's Monday and Sunday, and the week before's, Berlin days. */
  week: { from: string; to: string };
  before: { from: string; to: string };
  visitors: WeekOnWeek;
  demoRequests: WeekOnWeek;
  sources: (WeekOnWeek & { source: string })[];
  posts: (WeekOnWeek & { path: string })[];
};

/** The weekly digest of the statistics, for an operator who turned it on (issue 48), in their language. */
export type DigestDelivery = Attempted & {
  kind: "digest";
  channel: "email";
  digest: { email: string; locale: Locale | null; figures: DigestFigures };
};

/** Something to deliver. */
export type Delivery =
  | LeadDelivery
  | InvitationDelivery
  | GuessAlarmDelivery
  | PrivacyDeadlineDelivery
  | PasswordResetDelivery
  | TwoFactorResetDelivery
  | AssignmentDelivery
  | DigestDelivery;

/** How long to wait before attempt number `attempts + 1`: 30 s, 1 min, 2 min, … at most an hour. */
export function backoffMs(attempts: number, firstRetryMs = defaultTiming.firstRetryMs): number {
  return Math.min(LONGEST_WAIT_MS, firstRetryMs * 2 ** Math.max(0, attempts - 1));
}

type ClaimedRow = {
  id: string;
  kind: string;
  channel: string;
  attempts: unknown;
  created_at: unknown;
  token: string | null;
  lead_id: string | null;
  received_at: unknown;
  locale: string | null;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  invitation_id: string | null;
  invitee: string | null;
  role: string | null;
  invitation_locale: string | null;
  invited_by: string | null;
  expires_at: unknown;
  reason: string | null;
  alarmed: string | null;
  outbox_locale: string | null;
  request_kind: string | null;
  received_on: string | null;
  due_on: string | null;
  reset_id: string | null;
  reset_email: string | null;
  reset_locale: string | null;
  reset_expires: unknown;
  notice_locale: string | null;
  actor_email: string | null;
  actor_name: string | null;
  alarmed_locale: string | null;
  assigner: string | null;
  assigner_name: string | null;
  digest: string | null;
};

/** Claims up to `limit` due rows for `worker` until the lease ends; answers them with what they are about. */
export async function claimDue(
  sql: Sql,
  worker: string,
  now = new Date(),
  { limit = 10, leaseMs = defaultTiming.leaseMs } = {},
): Promise<Delivery[]> {
  const leaseEnd = new Date(now.getTime() + leaseMs);
  const rows = await sql.transaction(async (tx) => {
    const claimed = await tx.all<{ id: string }>(
      `UPDATE outbox SET claimed_by = ?, claimed_until = ?
       WHERE id IN (
         SELECT id FROM outbox
         WHERE status = 'pending' AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until < ?)
         ORDER BY next_attempt_at LIMIT ? ${skipLocked(tx)}
       )
       RETURNING id`,
      [worker, leaseEnd, now, now, limit],
    );
    if (claimed.length === 0) return [];
    return tx.all<ClaimedRow>(
      `SELECT o.id, o.kind, o.channel, o.attempts, o.created_at, o.token,
              c.id AS lead_id, c.received_at, c.locale, c.first_name, c.last_name, c.company, c.email, c.phone,
              c.message,
              i.id AS invitation_id, i.email AS invitee, i.role, i.locale AS invitation_locale,
              inviter.email AS invited_by, i.expires_at, o.reason, alarmed.email AS alarmed,
              o.locale AS outbox_locale, pr.kind AS request_kind, pr.received_on, pr.due_on,
              reset.id AS reset_id, reset_for.email AS reset_email, reset.locale AS reset_locale,
              reset.expires_at AS reset_expires, o.locale AS notice_locale, actor.email AS actor_email,
              ${profileNameOf("actor")} AS actor_name,
              alarmed.locale AS alarmed_locale, assigner.email AS assigner, ${profileNameOf("assigner")} AS assigner_name,
              o.digest
       FROM outbox o
       LEFT JOIN contact_requests c ON c.id = o.lead_id
       LEFT JOIN invitations i ON i.id = o.invitation_id
       LEFT JOIN operators inviter ON inviter.id = i.invited_by
       LEFT JOIN operators alarmed ON alarmed.id = o.operator_id
       LEFT JOIN privacy_requests pr ON pr.id = o.privacy_request_id
       LEFT JOIN password_resets reset ON reset.id = o.password_reset_id
       LEFT JOIN operators reset_for ON reset_for.id = reset.operator_id
       LEFT JOIN operators actor ON actor.id = COALESCE(o.actor_id, reset.sent_by)
       LEFT JOIN operators assigner ON assigner.id = o.assigned_by
       WHERE o.id IN (${claimed.map(() => "?").join(", ")})`,
      claimed.map((row) => row.id),
    );
  });
  return rows.map(deliveryOf);
}

/** The operator who acted, by their profile's name where they have one. */
const actorOf = (row: ClaimedRow): Actor | null =>
  row.actor_email ? { email: row.actor_email, name: personName(row.actor_name, row.actor_email) } : null;

function deliveryOf(row: ClaimedRow): Delivery {
  const attempted = { id: row.id, attempts: toNumber(row.attempts), createdAt: toDate(row.created_at) };
  if (row.kind === "password-reset") {
    const reset = {
      id: row.reset_id!,
      email: row.reset_email!,
      locale: row.reset_locale as Locale,
      sentBy: actorOf(row),
      expiresAt: toDate(row.reset_expires),
      token: row.token!,
    };
    return { ...attempted, kind: "password-reset", channel: "email", reset };
  }
  if (row.kind === "two-factor-reset") {
    const notice = { email: row.alarmed!, locale: row.notice_locale as Locale, by: actorOf(row) };
    return { ...attempted, kind: "two-factor-reset", channel: "email", notice };
  }
  if (row.kind === "assignment") {
    return {
      ...attempted,
      kind: "assignment",
      channel: "email",
      assignment: {
        email: row.alarmed!,
        locale: row.alarmed_locale === "de" || row.alarmed_locale === "en" ? row.alarmed_locale : null,
        assignedBy: row.assigner ? personName(row.assigner_name, row.assigner) : null,
        lead: {
          id: row.lead_id!,
          firstName: row.first_name!,
          lastName: row.last_name!,
          company: row.company!,
          locale: row.locale as Locale,
        },
      },
    };
  }
  if (row.kind === "digest") {
    const digest: DigestDelivery["digest"] = {
      email: row.alarmed!,
      locale: row.alarmed_locale === "de" || row.alarmed_locale === "en" ? row.alarmed_locale : null,
      figures: JSON.parse(row.digest!) as DigestFigures,
    };
    return { ...attempted, kind: "digest", channel: "email", digest };
  }
  if (row.kind === "guess-alarm") {
    return {
      ...attempted,
      kind: "guess-alarm",
      channel: "email",
      alarm: { email: row.alarmed!, reason: row.reason as GuessReason },
    };
  }
  if (row.kind === "privacy-deadline") {
    const warning = {
      email: row.alarmed!,
      locale: row.outbox_locale as Locale,
      kind: row.request_kind as PrivacyRequestKind,
      receivedOn: row.received_on!,
      dueOn: row.due_on!,
    };
    return { ...attempted, kind: "privacy-deadline", channel: "email", warning };
  }
  if (row.kind === "invitation") {
    return {
      ...attempted,
      kind: "invitation",
      channel: "email",
      invitation: {
        id: row.invitation_id!,
        email: row.invitee!,
        role: row.role as InvitedRole,
        locale: row.invitation_locale as Locale,
        invitedBy: row.invited_by,
        expiresAt: toDate(row.expires_at),
        token: row.token!,
      },
    };
  }
  return {
    ...attempted,
    kind: "lead",
    channel: row.channel as Channel,
    lead: {
      id: row.lead_id!,
      receivedAt: toDate(row.received_at),
      locale: row.locale as Locale,
      firstName: row.first_name!,
      lastName: row.last_name!,
      company: row.company!,
      email: row.email!,
      phone: row.phone,
      message: row.message!,
    },
  };
}

/**
 * Queues the e-mail with an invitation's link, in the transaction that writes the invitation: committed
 * together or not at all. The token waits here until the mail is sent or given up.
 */
export async function queueInvitationEmail(tx: Sql, invitationId: string, token: string, now = new Date()) {
  await tx.run(
    `INSERT INTO outbox (id, kind, invitation_id, token, channel, created_at, next_attempt_at)
     VALUES (?, 'invitation', ?, ?, 'email', ?, ?)`,
    [randomUUID(), invitationId, token, now, now],
  );
}

/** Queues the e-mail that tells an operator their account is being guessed at. */
export async function queueGuessAlarmEmail(tx: Sql, operatorId: string, reason: GuessReason, now = new Date()) {
  await tx.run(
    `INSERT INTO outbox (id, kind, operator_id, reason, channel, created_at, next_attempt_at)
     VALUES (?, 'guess-alarm', ?, ?, 'email', ?, ?)`,
    [randomUUID(), operatorId, reason, now, now],
  );
}

/** Queues the e-mail that warns an owner of a privacy request's deadline, in the owner's language. */
export async function queuePrivacyDeadlineEmail(
  tx: Sql,
  operatorId: string,
  requestId: string,
  locale: Locale,
  now = new Date(),
) {
  await tx.run(
    `INSERT INTO outbox (id, kind, operator_id, privacy_request_id, locale, channel, created_at, next_attempt_at)
     VALUES (?, 'privacy-deadline', ?, ?, ?, 'email', ?, ?)`,
    [randomUUID(), operatorId, requestId, locale, now, now],
  );
}

/** Queues the e-mail with a password reset link, in the transaction that makes the link; its token waits here. */
export async function queuePasswordResetEmail(tx: Sql, resetId: string, token: string, now = new Date()) {
  await tx.run(
    `INSERT INTO outbox (id, kind, password_reset_id, token, channel, created_at, next_attempt_at)
     VALUES (?, 'password-reset', ?, ?, 'email', ?, ?)`,
    [randomUUID(), resetId, token, now, now],
  );
}

/** Queues the notice that `actorId` (an owner) cleared the second factor of `operatorId`, in `locale`. */
export async function queueTwoFactorResetEmail(
  tx: Sql,
  { operatorId, actorId, locale }: { operatorId: string; actorId: string; locale: Locale },
  now = new Date(),
) {
  await tx.run(
    `INSERT INTO outbox (id, kind, operator_id, actor_id, locale, channel, created_at, next_attempt_at)
     VALUES (?, 'two-factor-reset', ?, ?, ?, 'email', ?, ?)`,
    [randomUUID(), operatorId, actorId, locale, now, now],
  );
}

/** Drops the unsent mails of an operator's reset links, tokens and all: those links are void now. */
export async function dropUnsentPasswordResetEmails(tx: Sql, operatorId: string) {
  await tx.run(
    `DELETE FROM outbox WHERE kind = 'password-reset' AND status = 'pending'
     AND password_reset_id IN (SELECT id FROM password_resets WHERE operator_id = ?)`,
    [operatorId],
  );
}

/**
 * Queues the e-mail that tells an operator a lead was assigned to them by `assignedBy`, in the transaction that
 * assigns it (app/lib/admin/leads.server.ts): only when someone else assigned it and the operator wants it.
 */
export async function queueAssignmentEmail(
  tx: Sql,
  leadId: string,
  operatorId: string,
  assignedBy: string,
  now = new Date(),
) {
  await tx.run(
    `INSERT INTO outbox (id, kind, lead_id, operator_id, assigned_by, channel, created_at, next_attempt_at)
     VALUES (?, 'assignment', ?, ?, ?, 'email', ?, ?)`,
    [randomUUID(), leadId, operatorId, assignedBy, now, now],
  );
}

/**
 * Queues an operator's weekly digest of the week that starts on `figures.week.from`, unless that week's is queued
 * already: one row per operator and week (a unique key), so instances that queue the same week at once make one
 * row. Answers whether this call made it.
 */
export async function queueDigestEmail(
  tx: Sql,
  operatorId: string,
  figures: DigestFigures,
  now = new Date(),
): Promise<boolean> {
  const { changes } = await tx.run(
    `INSERT INTO outbox (id, kind, operator_id, week, digest, channel, created_at, next_attempt_at)
     VALUES (?, 'digest', ?, ?, ?, 'email', ?, ?)
     ON CONFLICT (operator_id, week) DO NOTHING`,
    [randomUUID(), operatorId, figures.week.from, JSON.stringify(figures), now, now],
  );
  return changes === 1;
}

/**
 * Drops an invitation's e-mail that has not gone out, token and all: its link is void (the invitation was
 * resent, revoked or used). Sent and failed rows hold no token any more and stay as a record.
 */
export async function dropUnsentInvitationEmail(tx: Sql, invitationId: string) {
  await tx.run("DELETE FROM outbox WHERE invitation_id = ? AND status = 'pending'", [invitationId]);
}

/**
 * What became of a lead's notification, in the lead's history (issue 31), in the transaction that records it:
 * delivered, not delivered at the first attempt (retried by itself), given up, or asked again by an operator.
 * Written only when the row was ours to change, so a delivery recorded twice is not in the history twice.
 */
export type DeliveryOutcome = "sent" | "delayed" | "failed" | "retry";

async function noteInHistory(
  tx: Sql,
  outboxId: string,
  details: { channel: string; outcome: DeliveryOutcome; attempts: number },
  now: Date,
  operatorId: string | null = null,
): Promise<void> {
  await tx.run(
    `INSERT INTO lead_events (id, lead_id, at, operator_id, kind, details)
     SELECT ?, lead_id, ?, ?, 'notification', ? FROM outbox WHERE id = ? AND kind = 'lead'`,
    [randomUUID(), now, operatorId, JSON.stringify(details), outboxId],
  );
}

/** Delivered: an invitation's token leaves the store with it (the invitation keeps only its hash). */
export async function markSent(sql: Sql, delivery: Delivery, worker: string, now = new Date()): Promise<void> {
  await sql.transaction(async (tx) => {
    const { changes } = await tx.run(
      `UPDATE outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL, token = NULL,
         claimed_by = NULL, claimed_until = NULL
       WHERE id = ? AND claimed_by = ?`,
      [now, delivery.id, worker],
    );
    if (changes === 1 && delivery.kind === "lead") {
      const details = { channel: delivery.channel, outcome: "sent" as const, attempts: delivery.attempts + 1 };
      await noteInHistory(tx, delivery.id, details, now);
    }
  });
}

/**
 * After a failed attempt: due again after the backoff, or failed for good once it has tried for 24 hours (an
 * invitation's token is then cleared: the owner sends a new link).
 */
export async function markAttemptFailed(
  sql: Sql,
  delivery: Delivery,
  worker: string,
  error: string,
  now = new Date(),
  firstRetryMs = defaultTiming.firstRetryMs,
): Promise<"retry" | "failed"> {
  const attempts = delivery.attempts + 1;
  const next = new Date(now.getTime() + backoffMs(attempts, firstRetryMs));
  const givingUp = next.getTime() - delivery.createdAt.getTime() > GIVE_UP_AFTER_MS;
  await sql.transaction(async (tx) => {
    const { changes } = await tx.run(
      `UPDATE outbox SET status = ?, attempts = ?, next_attempt_at = ?, last_error = ?, claimed_by = NULL,
         claimed_until = NULL${givingUp ? ", token = NULL" : ""}
       WHERE id = ? AND claimed_by = ?`,
      [givingUp ? "failed" : "pending", attempts, next, error.slice(0, 500), delivery.id, worker],
    );
    // The history hears of the first failure and of giving up, not of every retry in between.
    if (changes === 1 && delivery.kind === "lead" && (givingUp || attempts === 1)) {
      const details = {
        channel: delivery.channel,
        outcome: givingUp ? ("failed" as const) : ("delayed" as const),
        attempts,
      };
      await noteInHistory(tx, delivery.id, details, now);
    }
  });
  return givingUp ? "failed" : "retry";
}

/**
 * An operator asks for another try of a lead's notification that failed: due now, with a fresh 24 hours, and
 * in the lead's history under the operator. (A failed invitation mail has no token left to send: the owner
 * resends the invitation instead.)
 */
export async function retryNotification(
  sql: Sql,
  id: string,
  now = new Date(),
  operatorId: string | null = null,
): Promise<boolean> {
  return sql.transaction(async (tx) => {
    const { changes } = await tx.run(
      `UPDATE outbox SET status = 'pending', next_attempt_at = ?, created_at = ?, claimed_by = NULL, claimed_until = NULL
       WHERE id = ? AND status = 'failed' AND kind = 'lead'`,
      [now, now, id],
    );
    if (changes !== 1) return false;
    const row = await tx.get<{ channel: string; attempts: unknown }>(
      "SELECT channel, attempts FROM outbox WHERE id = ?",
      [id],
    );
    const details = { channel: row!.channel, outcome: "retry" as const, attempts: toNumber(row!.attempts) };
    await noteInHistory(tx, id, details, now, operatorId);
    return true;
  });
}

/**
 * Rows still to be delivered, and the age of the oldest, and those that failed: of every kind (for metrics), or
 * of one (the lead inbox counts only its notifications).
 */
export async function backlog(
  sql: Sql,
  now = new Date(),
  { kind }: { kind?: OutboxKind } = {},
): Promise<{ pending: number; oldestMs: number; failed: number }> {
  const row = await sql.get<{ pending: unknown; oldest: unknown; failed: unknown }>(
    `SELECT sum(CASE WHEN status = 'pending' THEN 1 ELSE 0 END) AS pending,
            min(CASE WHEN status = 'pending' THEN created_at END) AS oldest,
            sum(CASE WHEN status = 'failed' THEN 1 ELSE 0 END) AS failed
     FROM outbox${kind ? " WHERE kind = ?" : ""}`,
    kind ? [kind] : [],
  );
  const oldest = row?.oldest ? toDate(row.oldest).getTime() : now.getTime();
  return {
    pending: toNumber(row?.pending ?? 0) || 0,
    oldestMs: now.getTime() - oldest,
    failed: toNumber(row?.failed ?? 0) || 0,
  };
}
