/**
 * Everything one server process runs besides answering requests, opened once
 * before it listens (migrations run then, and a store or setting that is wrong
 * stops the start) and stopped on shutdown: the database, the contact
 * requests, the rate limits, the outbox worker that notifies sales and mails
 * invitations, and the daily retention job. The development server starts and
 * stops them as production does (server/lifecycle.ts); elsewhere (the
 * pre-renderer) they start on first use.
 */
import { createContext, type RouterContextProvider } from "react-router";
import nodemailer from "nodemailer";
import {
  outcomesInMemory,
  purgeContactOutcomes,
  sharedOutcomes,
  type WaitingOutcomes,
} from "#app/lib/contact/flash.server.ts";
import {
  RateLimiter,
  POSTS_PER_ACCEPTED_REQUEST,
  RATE_WINDOW_MS,
  type Limiter,
} from "#app/lib/limits/rate-limit.server.ts";
import { purgeRateSlots, SharedRateLimiter } from "#app/lib/limits/shared-rate-limit.server.ts";
import { contactRepositoryOn, type OpenContactRepository } from "#app/lib/contact/requests.server.ts";
import type { NotificationChannel } from "#app/lib/contact/repository.server.ts";
import type { InvitationMail } from "#app/lib/admin/invitations.server.ts";
import { stopSanitizing } from "#app/lib/blog/sanitize-html.server.ts";
import { PASSWORD_RESET_LIMITS, type PasswordResetLimiters } from "#app/lib/admin/password-reset.server.ts";
import { FAILURE_SUMMARY_MS, SignInFailures } from "#app/lib/admin/sign-in-failures.server.ts";
import type { GuessAlarms } from "#app/lib/admin/guess-alarm.server.ts";
import {
  SIGN_IN_LIMITS,
  SIGN_IN_WINDOW_MS,
  type SignInLimit,
  type SignInLimiters,
} from "#app/lib/admin/sign-in-throttle.server.ts";
import { loadTotpKey, type TotpKey, type TotpKeySource } from "#app/lib/admin/totp-key.server.ts";
import { upgradeSecondFactorStorage } from "#app/lib/admin/two-factor.server.ts";
import { composeLeadEmail } from "#app/lib/notify/email.server.ts";
import { composeInvitationEmail } from "#app/lib/notify/invitation-email.server.ts";
import { composeAssignmentEmail } from "#app/lib/notify/assignment-email.server.ts";
import { composeWeeklyDigestEmail } from "#app/lib/notify/weekly-digest-email.server.ts";
import { queueWeeklyDigests } from "#app/lib/admin/weekly-digest.server.ts";
import { composeGuessAlarmEmail } from "#app/lib/notify/guess-alarm-email.server.ts";
import { composePrivacyDeadlineEmail } from "#app/lib/notify/privacy-deadline-email.server.ts";
import { warnOfDeadlines } from "#app/lib/admin/privacy-requests.server.ts";
import { composePasswordResetEmail, composeTwoFactorResetEmail } from "#app/lib/notify/access-email.server.ts";
import { postWebhook } from "#app/lib/notify/webhook.server.ts";
import { backlog } from "#app/lib/notify/outbox.server.ts";
import { startOutboxWorker, type Deliver, type OutboxWorker } from "#app/lib/notify/worker.server.ts";
import { startRecorder, type Recorder } from "#app/lib/analytics/recorder.server.ts";
import { maintainAnalytics } from "#app/lib/analytics/report.server.ts";
import { settings, type BackOfficeConfig } from "#app/site/config.server.ts";
import { runRetention } from "#app/site/retention.server.ts";
import type { BlogStore } from "#app/lib/blog/blog-store.ts";
import { storeErrors, watchOutbox } from "#app/lib/server/metrics.server.ts";
import { openDatabase } from "#app/lib/store/open.server.ts";
import type { Database } from "#app/lib/store/sql.server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** The longest a limit keyed by a client's address counts (the privacy policy's 15 minutes). */
const CLIENT_WINDOW_MS = SIGN_IN_LIMITS.accountPerClient.windowMs;

export type SiteServices = {
  db: Database;
  contacts: OpenContactRepository;
  /** Accepted contact requests per client (CONTACT_RATE_LIMIT). */
  limiter: Limiter;
  /** Contact posts of any kind per client. */
  postLimiter: Limiter;
  /** Password checks per account and client, per client, and per account (app/lib/admin/sign-in-throttle.server.ts). */
  loginFailures: SignInLimiters;
  /** Failed and throttled sign-ins, written to the audit log as one row per account a minute. */
  signInFailures: SignInFailures;
  /** Seals and opens the operators' TOTP seeds (TOTP_ENCRYPTION_KEY, or the key file in DATA_DIR). */
  totpKey: TotpKey;
  /** Whether an operator whose account is being guessed at is told by e-mail (with SMTP_URL). */
  guessAlarms: GuessAlarms;
  /**
   * Tells the owners of privacy requests due within a week (with SMTP_URL; once per request): every hour, and at
   * once when a request is recorded.
   */
  warnOfDeadlines: () => Promise<void>;
  /** "Forgot password?" requests per address and per client (app/lib/admin/password-reset.server.ts). */
  passwordResetLimits: PasswordResetLimiters;
  /** No-JavaScript form outcomes waiting for their page. */
  outcomes: WaitingOutcomes;
  siteOrigin: string;
  config: BackOfficeConfig;
  /** Where the blog lives (BLOG_STORE). */
  blogStore: BlogStore;
  /** The notifications that go out for each lead; empty when none is configured. */
  channels: NotificationChannel[];
  /** How an invitation's link reaches the invitee: what invite() and resendInvitation() take. */
  invitationMail: InvitationMail;
  /** Delivers the outbox; runs when e-mail or the webhook is configured. */
  worker: OutboxWorker | undefined;
  /** The visit statistics' recorder; undefined with ANALYTICS=off. */
  analytics: Recorder | undefined;
  log: (line: Record<string, unknown>) => void;
};

function jsonLog(line: Record<string, unknown>) {
  console.log(JSON.stringify({ time: new Date().toISOString(), ...line }));
}

/** Something that runs beside the requests (a worker, a timer, the store itself) and knows how to stop. */
type Unit = { stop(): unknown };

/** A task every `ms`, which keeps no process alive. */
function every(ms: number, task: () => void): Unit {
  const timer = setInterval(task, ms);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** The services and, in the order they started, the units that stop them (the store first in, last out). */
type Running = { services: SiteServices; units: Unit[] };

let running: Promise<Running> | undefined;
let stopped = false;

/**
 * How a route reaches the site's services: from React Router's context, given by the HTTP shell (server/app.ts) for
 * each request, so that a route never starts them itself. Its default is the same for what runs without the shell:
 * the pre-renderer at build, which reaches them only for request-time pages and so never opens the store.
 */
export const servicesContext = createContext<() => Promise<SiteServices>>(startSiteServices);

/** The site's services for a route's loader or action. */
export function servicesOf(context: Readonly<RouterContextProvider>): Promise<SiteServices> {
  return context.get(servicesContext)();
}

export function startSiteServices(): Promise<SiteServices> {
  if (stopped) return Promise.reject(new Error("the server is shutting down"));
  running ??= open().catch((error: unknown) => {
    running = undefined;
    throw error;
  });
  return running.then(({ services }) => services);
}

function deliverer({ notifications }: BackOfficeConfig, siteOrigin: string): Deliver {
  const { email, webhook } = notifications;
  const transport = email ? nodemailer.createTransport(withTimeouts(email.smtpUrl)) : undefined;
  return async (delivery) => {
    // An invitation goes by e-mail only: its link never leaves in a webhook.
    if (delivery.kind === "invitation") {
      if (!email || !transport) throw new Error("e-mail is off (SMTP_URL is not set)");
      await transport.sendMail(composeInvitationEmail(delivery, { from: email.from, siteOrigin }));
    } else if (delivery.kind === "guess-alarm") {
      if (!email || !transport) throw new Error("e-mail is off (SMTP_URL is not set)");
      await transport.sendMail(composeGuessAlarmEmail(delivery, { from: email.from, siteOrigin }));
    } else if (delivery.kind === "privacy-deadline") {
      if (!email || !transport) throw new Error("e-mail is off (SMTP_URL is not set)");
      await transport.sendMail(composePrivacyDeadlineEmail(delivery, { from: email.from, siteOrigin }));
    } else if (delivery.kind === "password-reset" || delivery.kind === "two-factor-reset") {
      if (!email || !transport) throw new Error("e-mail is off (SMTP_URL is not set)");
      const settings = { from: email.from, siteOrigin };
      await transport.sendMail(
        delivery.kind === "password-reset"
          ? composePasswordResetEmail(delivery, settings)
          : composeTwoFactorResetEmail(delivery, settings),
      );
    } else if (delivery.kind === "assignment") {
      if (!email || !transport) throw new Error("e-mail is off (SMTP_URL is not set)");
      await transport.sendMail(composeAssignmentEmail(delivery, { from: email.from, siteOrigin }));
    } else if (delivery.kind === "digest") {
      if (!email || !transport) throw new Error("e-mail is off (SMTP_URL is not set)");
      await transport.sendMail(composeWeeklyDigestEmail(delivery, { from: email.from, siteOrigin }));
    } else if (delivery.channel === "email") {
      if (!email || !transport) throw new Error("e-mail notifications are off (SMTP_URL is not set)");
      await transport.sendMail(
        composeLeadEmail(delivery, { from: email.from, to: email.to, siteOrigin, locale: email.locale }),
      );
    } else {
      if (!webhook) throw new Error("the webhook is off (LEAD_WEBHOOK_URL is not set)");
      await postWebhook(delivery, { ...webhook, siteOrigin });
    }
  };
}

/** A server that does not answer fails a delivery within seconds (it is retried), instead of holding the worker. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of [
    ["connectionTimeout", 10_000],
    ["greetingTimeout", 10_000],
    ["socketTimeout", 20_000],
  ] as const) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  return url.toString();
}

async function logRetention(db: Database, config: BackOfficeConfig, log: SiteServices["log"]) {
  const deleted = await runRetention(db.sql, config);
  log({ level: "info", msg: "retention", ...deleted, keepDays: config.leadRetentionDays });
}

/**
 * Rate limits in this process's memory for one instance (SQLite); in PostgreSQL when several instances share
 * it, so that a client meets the same limits whichever instance answers.
 */
function limiters(
  db: Database,
  limit: number,
  inMemory: RateLimiter[],
): Pick<SiteServices, "limiter" | "postLimiter" | "loginFailures" | "passwordResetLimits"> {
  const make = (bucket: string, max: number, windowMs = RATE_WINDOW_MS): Limiter => {
    if (db.dialect === "postgres") return new SharedRateLimiter(db.sql, bucket, max, windowMs);
    const limiter = new RateLimiter(max, windowMs);
    inMemory.push(limiter);
    return limiter;
  };
  return {
    limiter: make("contact", limit),
    postLimiter: make("contact-posts", limit * POSTS_PER_ACCEPTED_REQUEST),
    loginFailures: Object.fromEntries(
      Object.entries(SIGN_IN_LIMITS).map(([name, { limit, windowMs }]) => [
        name,
        make(signInBuckets[name as SignInLimit], limit, windowMs),
      ]),
    ) as SignInLimiters,
    passwordResetLimits: {
      address: make(RESET_ADDRESS_BUCKET, PASSWORD_RESET_LIMITS.address.limit, PASSWORD_RESET_LIMITS.address.windowMs),
      client: make("reset-client", PASSWORD_RESET_LIMITS.client.limit, PASSWORD_RESET_LIMITS.client.windowMs),
    },
  };
}

/** "Forgot password?" requests per address: keyed by the address typed, never by a client, so kept an hour. */
const RESET_ADDRESS_BUCKET = "reset-address";

/** The store's name of each sign-in limit (rate_slots.bucket on PostgreSQL). */
const signInBuckets: Record<SignInLimit, string> = {
  accountPerClient: "login-account-client",
  client: "login-client",
  account: "login-account",
  accountDay: "login-account-day",
  freshClient: "login-fresh-client",
  codes: "login-codes",
  codeAlarm: "login-code-alarm",
};

/** Limits kept longer than an address may be (a day): keyed by the account alone, never by a client. */
const accountBuckets = {
  [signInBuckets.accountDay]: SIGN_IN_WINDOW_MS,
  [signInBuckets.codes]: SIGN_IN_WINDOW_MS,
  [signInBuckets.codeAlarm]: SIGN_IN_WINDOW_MS,
  [RESET_ADDRESS_BUCKET]: PASSWORD_RESET_LIMITS.address.windowMs,
};

/**
 * How often addresses are forgotten. The privacy policy promises at most 15 minutes, which is the longest
 * window (failed logins): each sweep forgets what would expire before the next one, so a client's slots go
 * up to this much early (a throttle ends a few seconds sooner) and never late.
 */
const RATE_SWEEP_MS = 15_000;

/** Sweeps this process's limiters: a client who never asks again is forgotten too. */
function startRateSweep(inMemory: RateLimiter[]): Unit {
  return every(RATE_SWEEP_MS, () => {
    for (const limiter of inMemory) limiter.sweep(Date.now() + RATE_SWEEP_MS);
  });
}

/** Every sweep: forget rate-limit slots no window counts by the next one, and outcomes nobody came back for. */
function startSharedStatePurge(db: Database, log: SiteServices["log"]): Unit {
  return every(RATE_SWEEP_MS, () => {
    Promise.all([
      purgeRateSlots(db.sql, Math.max(RATE_WINDOW_MS, CLIENT_WINDOW_MS) - RATE_SWEEP_MS, Date.now(), accountBuckets),
      purgeContactOutcomes(db.sql),
    ]).catch((error: unknown) => {
      storeErrors.inc({ operation: "purge" });
      log({ level: "error", msg: "purging shared state failed", error: String(error).slice(0, 200) });
    });
  });
}

/**
 * The statistics' upkeep, at start and every ten minutes on every instance: closed days are rolled up (once,
 * whichever instance comes first) and their visitor ids cleared, and salts, raw events and rollups past their time
 * deleted. It runs with ANALYTICS=off too: what was counted while the statistics were on goes as the privacy
 * policy promises. At start it runs beside the first requests: a long backlog of days must not hold the start.
 */
const ANALYTICS_UPKEEP_MS = 10 * 60 * 1000;
function startAnalyticsUpkeep(db: Database, config: BackOfficeConfig, log: SiteServices["log"]): Unit {
  let running = false;
  const upkeep = () => {
    if (running) return;
    running = true;
    const { enabled, retentionDays } = config.analytics;
    maintainAnalytics(db.sql, { now: new Date(), retentionDays, counting: enabled })
      .then((done) => {
        if (done.rolledUp || done.visitorsCleared || done.eventsDeleted || done.rollupsDeleted)
          log({ level: "info", msg: "analytics upkeep", ...done });
      })
      .catch((error: unknown) => {
        storeErrors.inc({ operation: "analytics" });
        log({ level: "error", msg: "analytics upkeep failed", error: String(error).slice(0, 200) });
      })
      .finally(() => (running = false));
  };
  upkeep();
  return every(ANALYTICS_UPKEEP_MS, upkeep);
}

/** Every minute, and a last time on stopping: the failed and throttled sign-ins counted since, into the audit log. */
function startSignInSummaries(db: Database, failures: SignInFailures, log: SiteServices["log"]): Unit {
  const write = () =>
    failures.write(db.sql).catch((error: unknown) => {
      storeErrors.inc({ operation: "audit" });
      log({ level: "error", msg: "writing sign-in failures failed", error: String(error).slice(0, 200) });
    });
  const timer = every(FAILURE_SUMMARY_MS, () => void write());
  return {
    stop: async () => {
      timer.stop();
      await write();
    },
  };
}

/**
 * Once a day, and once at start before the first request: leads, sessions, reset links, audit entries, ended
 * invitations and long-deactivated accounts past their time go.
 */
async function startRetention(db: Database, config: BackOfficeConfig, log: SiteServices["log"]): Promise<Unit> {
  await logRetention(db, config, log);
  return every(DAY_MS, () => {
    logRetention(db, config, log).catch((error: unknown) => {
      storeErrors.inc({ operation: "retention" });
      log({ level: "error", msg: "retention failed", error: String(error).slice(0, 200) });
    });
  });
}

/** The owners' warnings of privacy requests' deadlines: a function to run now, and the hourly round that runs it. */
function deadlineWarnings(
  db: Database,
  config: BackOfficeConfig,
  worker: OutboxWorker | undefined,
  log: SiteServices["log"],
): { warn: () => Promise<void>; unit: Unit } {
  const email = config.notifications.email;
  const warn = async () => {
    if (!email) return;
    try {
      if (await warnOfDeadlines(db.sql, { fallbackLocale: email.locale })) worker?.poke();
    } catch (error) {
      storeErrors.inc({ operation: "privacy-deadlines" });
      log({ level: "error", msg: "privacy deadline warnings failed", error: String(error).slice(0, 200) });
    }
  };
  void warn();
  return { warn, unit: every(HOUR_MS, () => void warn()) };
}

/**
 * The weekly digests of the statistics (with SMTP_URL and ANALYTICS on), at start and every hour on every instance:
 * the week's digest of each operator who wants it is queued once, whichever instance comes first.
 */
function startWeeklyDigests(
  db: Database,
  config: BackOfficeConfig,
  worker: OutboxWorker | undefined,
  log: SiteServices["log"],
): Unit {
  if (!config.notifications.email || !config.analytics.enabled) return { stop() {} };
  const queue = () =>
    queueWeeklyDigests(db.sql, { retentionDays: config.analytics.retentionDays })
      .then((queued) => {
        if (queued) worker?.poke();
      })
      .catch((error: unknown) => {
        storeErrors.inc({ operation: "weekly-digest" });
        log({ level: "error", msg: "weekly digests failed", error: String(error).slice(0, 200) });
      });
  void queue();
  return every(HOUR_MS, () => void queue());
}

/**
 * The key of the operators' TOTP seeds, and the store brought up to it: seeds kept readable before are sealed,
 * unsalted recovery codes salted (decision 0035). Seeds sealed with another key are not fatal: the site stays up,
 * the log says so, and their operators sign in with a recovery code.
 */
async function secondFactorKey(db: Database, source: TotpKeySource, log: SiteServices["log"]): Promise<TotpKey> {
  const key = await loadTotpKey(source);
  const upgrade = await upgradeSecondFactorStorage(db.sql, key);
  if (upgrade.seedsSealed || upgrade.codesSalted)
    log({ level: "info", msg: "two-factor storage upgraded", ...upgrade, keyId: key.id });
  if (upgrade.seedsOfOtherKeys)
    log({
      level: "error",
      msg: `${upgrade.seedsOfOtherKeys} operators' two-factor seeds were sealed with another TOTP_ENCRYPTION_KEY than this instance's: they sign in with a recovery code until the key they were sealed with is back (docs/operations.md)`,
      keyId: key.id,
      keyFrom: source.from === "environment" ? "TOTP_ENCRYPTION_KEY" : "DATA_DIR",
    });
  return key;
}

async function open(): Promise<Running> {
  const db = await openDatabase(settings.store());
  const units: Unit[] = [{ stop: () => db.close() }];
  try {
    return { services: await startOn(db, units), units };
  } catch (error) {
    await stopAll(units, jsonLog);
    throw error;
  }
}

/** Builds the services on the open store; each worker and timer it starts joins `units`, in the order started. */
async function startOn(db: Database, units: Unit[]): Promise<SiteServices> {
  const siteOrigin = settings.siteUrl();
  const config = settings.backOffice();
  const limit = settings.contactRateLimit();
  const totpSource = settings.totpKey();
  const log = jsonLog;
  const totpKey = await secondFactorKey(db, totpSource, log);
  const { email, webhook } = config.notifications;
  const channels: NotificationChannel[] = [
    ...(email ? (["email"] as const) : []),
    ...(webhook ? (["webhook"] as const) : []),
  ];
  // Invitation mails need e-mail, leads either channel: whichever is configured, there is something to deliver.
  const worker =
    email || webhook
      ? startOutboxWorker({ sql: db.sql, deliver: deliverer(config, siteOrigin), log, timing: config.outbox })
      : undefined;
  if (worker) units.push(worker);
  const invitationMail: InvitationMail = {
    siteOrigin,
    delivery: email ? "email" : "manual",
    queued: () => worker?.poke(),
  };
  units.push(await startRetention(db, config, log));
  const deadlines = deadlineWarnings(db, config, worker, log);
  units.push(deadlines.unit);
  units.push(startWeeklyDigests(db, config, worker, log));
  watchOutbox(() => backlog(db.sql));
  units.push({ stop: () => watchOutbox(undefined) });
  const analytics = config.analytics.enabled ? startRecorder(db.sql, { siteOrigin, log }) : undefined;
  // The last seconds of counting reach the store before it closes.
  if (analytics) units.push(analytics);
  units.push(startAnalyticsUpkeep(db, config, log));
  const signInFailures = new SignInFailures();
  units.push(startSignInSummaries(db, signInFailures, log));
  const shared = db.dialect === "postgres";
  const inMemory: RateLimiter[] = [];
  units.push(shared ? startSharedStatePurge(db, log) : startRateSweep(inMemory));
  const contacts = contactRepositoryOn(db, { channels });
  // Requests being stored commit before anything else stops.
  units.push({ stop: () => contacts.drain() });
  const ready: SiteServices = {
    db,
    contacts,
    ...limiters(db, limit, inMemory),
    signInFailures,
    totpKey,
    guessAlarms: { mail: Boolean(email), queued: () => worker?.poke() },
    warnOfDeadlines: deadlines.warn,
    outcomes: shared ? sharedOutcomes(db.sql) : outcomesInMemory,
    siteOrigin,
    config,
    blogStore: settings.blogStore(),
    channels,
    invitationMail,
    worker,
    analytics,
    log,
  };
  log({
    level: "info",
    msg: "site services ready",
    store: db.description,
    sharedState: shared ? "PostgreSQL (several instances may run)" : "this process (run one instance)",
    rateLimit: limit === 0 ? "off" : `${limit} accepted, ${limit * POSTS_PER_ACCEPTED_REQUEST} posts per 10 minutes`,
    notifications: channels.length ? channels.join(", ") : "off",
    invitations: email ? "by e-mail" : "link shown to the owner",
    leadRetentionDays: config.leadRetentionDays,
    analytics: config.analytics.enabled ? `on, raw events kept ${config.analytics.retentionDays} days` : "off",
    totpKey: totpSource.from === "environment" ? "TOTP_ENCRYPTION_KEY" : "a file in DATA_DIR",
  });
  return ready;
}

/**
 * Stops what runs beside the requests in reverse order of starting: requests being stored commit, the limits' and
 * statistics' timers stop, the last sign-in failures and page views are written, deliveries under way finish, and
 * the store closes last. A unit that fails to stop is logged and the others still stop.
 */
export async function stopSiteServices(): Promise<void> {
  stopped = true;
  const starting = running;
  running = undefined;
  await stopSanitizing();
  const started = await starting?.catch(() => undefined);
  if (started) await stopAll(started.units, started.services.log);
}

async function stopAll(units: Unit[], log: SiteServices["log"]): Promise<void> {
  for (const unit of units.toReversed()) {
    try {
      await unit.stop();
    } catch (error) {
      log({ level: "error", msg: "stopping a service failed", error: String(error).slice(0, 200) });
    }
  }
}
