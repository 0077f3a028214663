/**
 * The back office's settings from the environment, checked once at start with
 * zod: a wrong value stops the start with a message that names the variable
 * and the fix. Secrets (SMTP_URL, LEAD_WEBHOOK_SECRET, TOTP_ENCRYPTION_KEY,
 * ASK_LLM_KEY) never appear in a message or a log line.
 */
import * as z from "zod/mini";
import { rateLimitFromEnv } from "#app/lib/limits/rate-limit.server.ts";
import { blogStoreFromEnv } from "#app/lib/blog/blog-store.ts";
import { analyticsOn } from "#app/lib/analytics/switch.ts";
import { retentionPeriods } from "#app/lib/retention.ts";
import type { StoreEnv } from "#app/lib/store/open.server.ts";
import { parseTotpKey, TOTP_KEY_FORMAT, type TotpKeySource } from "#app/lib/admin/totp-key.server.ts";
import { isLocale, type Locale } from "#app/i18n/locales.ts";
import { hasControlCharacter } from "#app/lib/server/control-characters.ts";

export type NotificationConfig = {
  /** `locale`: the language of the lead e-mail and of the back-office link in it (SALES_LOCALE, German unless set). */
  email?: { smtpUrl: string; to: string; from: string; locale: Locale };
  webhook?: { url: string; secret: string };
  /**
   * With e-mail off, the variables it still needs that are not set (SMTP_URL, and SALES_EMAIL when that is unset
   * too): what the inbox names when no notification goes out (issue 49, item 8).
   */
  emailUnset?: ("SMTP_URL" | "SALES_EMAIL")[];
};

export type BackOfficeConfig = {
  notifications: NotificationConfig;
  leadRetentionDays: number;
  /** How long the audit log keeps an entry (AUDIT_RETENTION_DAYS, 365 unless set). */
  auditRetentionDays: number;
  /** Cookieless visit statistics (ANALYTICS, ANALYTICS_RETENTION_DAYS); `enabled: false` turns off all of it. */
  analytics: { enabled: boolean; retentionDays: number };
  /** The outbox's timing (NOTIFY_RETRY_SECONDS, NOTIFY_LEASE_SECONDS): rarely changed, shortened in tests. */
  outbox: { firstRetryMs: number; leaseMs: number };
  /** Ask's optional language model (ASK_LLM_URL, ASK_LLM_MODEL, ASK_LLM_KEY; decision 0045); off unless both are set. */
  askModel?: AskModelConfig;
};

/** An OpenAI-compatible chat endpoint and the model to ask; `key` is a bearer token, a secret. */
export type AskModelConfig = { url: string; model: string; key?: string };

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join(" "));
    this.name = "ConfigError";
    this.problems = problems;
  }
}

const emailAddress = z.email();

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function backOfficeConfig(env: NodeJS.ProcessEnv, siteOrigin: string): BackOfficeConfig {
  const problems: string[] = [];
  const notifications: NotificationConfig = {};

  // A Hamburg team reads German: the lead e-mail is German unless SALES_LOCALE says otherwise.
  const salesLocale = (optional(env.SALES_LOCALE) ?? "de").toLowerCase();
  if (!isLocale(salesLocale)) problems.push(`SALES_LOCALE must be "de" or "en"; got "${salesLocale}".`);
  const smtpUrl = optional(env.SMTP_URL);
  const salesEmail = optional(env.SALES_EMAIL);
  if (smtpUrl) {
    if (!/^smtps?:\/\//.test(smtpUrl))
      problems.push("SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@mail.example.com:465.");
    if (!salesEmail)
      problems.push("SALES_EMAIL is not set: set it to the address that receives new leads, or unset SMTP_URL.");
    else if (!emailAddress.safeParse(salesEmail).success)
      problems.push(`SALES_EMAIL must be one e-mail address; got "${salesEmail}".`);
    const from = optional(env.SMTP_FROM) ?? `Conversational BI <noreply@${new URL(siteOrigin).hostname}>`;
    if (/[\r\n]/.test(from)) problems.push("SMTP_FROM must be one line.");
    notifications.email = { smtpUrl, to: salesEmail ?? "", from, locale: isLocale(salesLocale) ? salesLocale : "de" };
  } else notifications.emailUnset = salesEmail ? ["SMTP_URL"] : ["SMTP_URL", "SALES_EMAIL"];

  const webhookUrl = optional(env.LEAD_WEBHOOK_URL);
  if (webhookUrl) {
    let valid = false;
    try {
      valid = ["http:", "https:"].includes(new URL(webhookUrl).protocol);
    } catch {
      valid = false;
    }
    if (!valid) problems.push("LEAD_WEBHOOK_URL must be an http:// or https:// URL.");
    const secret = env.LEAD_WEBHOOK_SECRET ?? "";
    if (secret.length < 16)
      problems.push(
        "LEAD_WEBHOOK_SECRET must be set to at least 16 characters when LEAD_WEBHOOK_URL is set (e.g. openssl rand -hex 32).",
      );
    notifications.webhook = { url: webhookUrl, secret };
  }

  const retention = retentionPeriods(env);
  problems.push(...retention.problems);
  const leadRetentionDays = retention.periods.LEAD_RETENTION_DAYS;
  const auditRetentionDays = retention.periods.AUDIT_RETENTION_DAYS;

  try {
    blogStoreFromEnv(env.BLOG_STORE);
  } catch (error) {
    problems.push((error as Error).message);
  }

  const analyticsSwitch = (optional(env.ANALYTICS) ?? "on").toLowerCase();
  if (!["on", "off"].includes(analyticsSwitch))
    problems.push(`ANALYTICS must be "on" or "off"; got "${analyticsSwitch}".`);
  const analytics = { enabled: analyticsOn(env), retentionDays: retention.periods.ANALYTICS_RETENTION_DAYS };

  const seconds = (name: string, fallback: number) => {
    const raw = optional(env[name]) ?? String(fallback);
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0 || value > 86_400) {
      problems.push(`${name} must be a number of seconds from 1 to 86400; got "${raw}".`);
    }
    return value * 1000;
  };
  const outbox = { firstRetryMs: seconds("NOTIFY_RETRY_SECONDS", 30), leaseMs: seconds("NOTIFY_LEASE_SECONDS", 120) };

  const askModel = askModelFrom(env, problems);

  if (problems.length) throw new ConfigError(problems);
  return { notifications, leadRetentionDays, auditRetentionDays, analytics, outbox, ...(askModel ? { askModel } : {}) };
}

const oneLine = (text: string) => !/[\r\n\t]/.test(text) && !hasControlCharacter(text);

/**
 * ASK_LLM_URL and ASK_LLM_MODEL turn Ask's language model on (a URL without a model is a mistake; a model alone
 * turns nothing on). The URL is the chat endpoint itself; a token goes in ASK_LLM_KEY, never in the URL, so that neither a
 * message nor a log line can repeat it.
 */
function askModelFrom(env: NodeJS.ProcessEnv, problems: string[]): AskModelConfig | undefined {
  const url = optional(env.ASK_LLM_URL);
  const model = optional(env.ASK_LLM_MODEL);
  if (!url) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !["http:", "https:"].includes(parsed.protocol))
    problems.push(
      "ASK_LLM_URL must be the http:// or https:// address of an OpenAI-compatible chat endpoint, e.g. http://127.0.0.1:11434/v1/chat/completions.",
    );
  else if (parsed.username || parsed.password)
    problems.push("ASK_LLM_URL must not hold a user name or password: put a token in ASK_LLM_KEY.");
  if (!model)
    problems.push("ASK_LLM_MODEL is not set: name the model to ask (e.g. llama3.1:8b), or unset ASK_LLM_URL.");
  else if (model.length > 200 || !oneLine(model))
    problems.push("ASK_LLM_MODEL must be one line of at most 200 characters.");
  const key = optional(env.ASK_LLM_KEY);
  if (key && !oneLine(key)) problems.push("ASK_LLM_KEY must be one line without control characters.");
  return model ? { url, model, ...(key ? { key } : {}) } : undefined;
}

// ----- Every variable the server reads, checked at once when it starts -----

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

const port = (name: string) =>
  z.string().check(
    z.refine((raw) => /^\d{1,5}$/.test(raw.trim()) && Number(raw) <= 65535, {
      message: `${name} must be a port number from 0 to 65535`,
    }),
  );

/**
 * One schema for the environment of the production server. Each message names
 * the variable, what it got (never for a secret) and how to fix it.
 */
const serverEnvironment = z.object({
  PORT: z.optional(port("PORT")),
  METRICS_PORT: z.optional(port("METRICS_PORT")),
  SITE_URL: z.optional(
    z.string().check(
      z.refine(
        (raw) => {
          try {
            const url = new URL(raw.trim());
            return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
          } catch {
            return false;
          }
        },
        {
          message:
            "SITE_URL must be the site's public https:// origin, e.g. https://www.example.de (http:// only for localhost)",
        },
      ),
    ),
  ),
  DATABASE_URL: z.optional(
    z.string().check(
      z.refine(
        (raw) => {
          try {
            return ["postgres:", "postgresql:"].includes(new URL(raw.trim()).protocol);
          } catch {
            return false;
          }
        },
        { message: "DATABASE_URL must be a postgres:// URL, e.g. postgres://site:password@db.internal:5432/site" },
      ),
    ),
  ),
  TRUST_PROXY: z.optional(
    z.string().check(
      z.refine((raw) => trustedProxiesFrom(raw) !== undefined, {
        message: "TRUST_PROXY must be true, false or the number of proxies in front of the server (1–10)",
      }),
    ),
  ),
  TOTP_ENCRYPTION_KEY: z.optional(
    z.string().check(z.refine((raw) => parseTotpKey(raw) !== undefined, { message: TOTP_KEY_FORMAT })),
  ),
  SHUTDOWN_DELAY_SECONDS: z.optional(
    z.string().check(
      z.refine((raw) => /^\d+(\.\d+)?$/.test(raw.trim()) && Number(raw) <= 60, {
        message: "SHUTDOWN_DELAY_SECONDS must be a number of seconds from 0 to 60",
      }),
    ),
  ),
});

/** TRUST_PROXY: unset, "", "0", "false", "no", "off" trust nobody; "true", "yes", "on" one proxy; 1–10 that many. */
export function trustedProxiesFrom(raw: string | undefined): number | undefined {
  const value = raw?.trim().toLowerCase() ?? "";
  if (["", "0", "false", "no", "off"].includes(value)) return 0;
  if (["true", "yes", "on"].includes(value)) return 1;
  const hops = Number(value);
  return /^\d+$/.test(value) && hops >= 1 && hops <= 10 ? hops : undefined;
}

/** Variables whose value may be a secret: a message names them but never repeats what they hold. */
const SECRET = new Set(["DATABASE_URL", "SMTP_URL", "LEAD_WEBHOOK_SECRET", "TOTP_ENCRYPTION_KEY", "ASK_LLM_KEY"]);

const TOTP_KEY_FOR_MANY =
  "TOTP_ENCRYPTION_KEY must be set when DATABASE_URL is: every instance seals and opens the operators' two-factor seeds with the same key (e.g. openssl rand -hex 32; keep it with the database's backups).";

/**
 * Where the key that seals the operators' TOTP seeds comes from (decision 0035): TOTP_ENCRYPTION_KEY, which
 * PostgreSQL needs (many instances, one key: a file of each instance's own would seal with keys the others cannot
 * open), or on SQLite a file made in DATA_DIR on first use.
 */
export function totpKeySource(env: NodeJS.ProcessEnv): TotpKeySource {
  const raw = optional(env.TOTP_ENCRYPTION_KEY);
  if (raw) {
    const bytes = parseTotpKey(raw);
    if (!bytes) throw new ConfigError([`${TOTP_KEY_FORMAT}.`]);
    return { from: "environment", bytes };
  }
  if (optional(env.DATABASE_URL)) throw new ConfigError([TOTP_KEY_FOR_MANY]);
  return { from: "data-dir", dataDir: env.DATA_DIR };
}

export type ServerSettings = {
  port: number;
  metricsPort: number | undefined;
  trustedProxies: number;
  shutdownDelayMs: number;
};

/**
 * Checks every variable the server reads (this schema, the back office's, the
 * rate limit) and returns the settings the server itself needs, or throws a
 * ConfigError listing every problem at once.
 */
export function checkServerEnvironment(env: NodeJS.ProcessEnv): ServerSettings {
  const present = Object.fromEntries(
    Object.keys(serverEnvironment.shape).flatMap((name) => (env[name]?.trim() ? [[name, env[name]]] : [])),
  );
  const result = serverEnvironment.safeParse(present);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return SECRET.has(name) ? `${issue.message}.` : `${issue.message}; got "${present[name]}".`;
      });
  const others = [
    () => backOfficeConfig(env, "https://example.invalid"),
    () => rateLimitFromEnv(env.CONTACT_RATE_LIMIT),
  ];
  for (const check of others) {
    try {
      check();
    } catch (error) {
      problems.push(...(error instanceof ConfigError ? error.problems : [(error as Error).message]));
    }
  }
  const webPort = Number(env.PORT?.trim() || 3000);
  const metricsPort = env.METRICS_PORT?.trim() ? Number(env.METRICS_PORT) : undefined;
  if (optional(env.DATABASE_URL) && !optional(env.TOTP_ENCRYPTION_KEY)) problems.push(TOTP_KEY_FOR_MANY);
  if (metricsPort !== undefined && metricsPort === webPort && webPort !== 0)
    problems.push(`METRICS_PORT must differ from PORT (both are ${webPort}): metrics are not for the site's visitors.`);
  if (problems.length) throw new ConfigError(problems);
  return {
    port: webPort,
    metricsPort,
    trustedProxies: trustedProxiesFrom(env.TRUST_PROXY) ?? 0,
    shutdownDelayMs: Number(env.SHUTDOWN_DELAY_SECONDS?.trim() || 1) * 1000,
  };
}

// ----- The environment, read once: app/ reads process.env here and nowhere else -----

const DEFAULT_SITE_URL = "https://conversational-bi.example";

/** The public origin of SITE_URL, for canonical links, alternates, the sitemap and the same-origin check. */
export function siteOriginFrom(raw: string | undefined): string {
  const value = raw?.trim() || DEFAULT_SITE_URL;
  try {
    return new URL(value).origin;
  } catch {
    throw new ConfigError([`SITE_URL must be an absolute URL such as ${DEFAULT_SITE_URL}; got "${value}".`]);
  }
}

/** A setting read on first use and kept: the environment does not change while the process runs. */
function once<T>(read: () => T): () => T {
  let value: { read: T } | undefined;
  return () => (value ??= { read: read() }).read;
}

/**
 * The site's settings. Each is read when first asked for, so that the pre-renderer, which needs the origin,
 * does not trip over a setting only the running server uses; the server checks them all before it listens
 * (checkServerEnvironment). Pre-rendered pages take SITE_URL at build time: set it for `npm run build` too.
 */
const siteUrlSetting = once(() => siteOriginFrom(process.env.SITE_URL));
export const settings = {
  siteUrl: siteUrlSetting,
  blogStore: once(() => blogStoreFromEnv(process.env.BLOG_STORE)),
  analytics: once(() => analyticsOn(process.env)),
  store: once((): StoreEnv => ({ DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL })),
  totpKey: once(() => totpKeySource(process.env)),
  contactRateLimit: once(() => rateLimitFromEnv(process.env.CONTACT_RATE_LIMIT)),
  backOffice: once(() => backOfficeConfig(process.env, siteUrlSetting())),
};

/** The public origin (SITE_URL). */
export const siteUrl = settings.siteUrl;

/** Whether the blog is published from the store (BLOG_STORE=server) rather than kept in the browser. */
export const isServerBlog = () => settings.blogStore() === "server";
