/**
 * The back office's settings from the environment, checked once at start with
 * zod: a wrong value stops the start with a message that names the variable
 * and the fix. Secrets (SMTP_URL, LEAD_WEBHOOK_SECRET) never appear in a
 * message or a log line.
 */
import * as z from "zod/mini";
import { blogStoreFromEnv } from "#app/lib/blog/blog-store.ts";

export type NotificationConfig = {
  email?: { smtpUrl: string; to: string; from: string };
  webhook?: { url: string; secret: string };
};

export type BackOfficeConfig = {
  notifications: NotificationConfig;
  leadRetentionDays: number;
  /** The outbox's timing (NOTIFY_RETRY_SECONDS, NOTIFY_LEASE_SECONDS): rarely changed, shortened in tests. */
  outbox: { firstRetryMs: number; leaseMs: number };
};

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(problems.join(" "));
    this.name = "ConfigError";
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
    notifications.email = { smtpUrl, to: salesEmail ?? "", from };
  }

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

  const rawDays = optional(env.LEAD_RETENTION_DAYS) ?? "365";
  const leadRetentionDays = Number(rawDays);
  if (!Number.isInteger(leadRetentionDays) || leadRetentionDays < 1 || leadRetentionDays > 3650)
    problems.push(`LEAD_RETENTION_DAYS must be a whole number of days from 1 to 3650; got "${rawDays}".`);

  try {
    blogStoreFromEnv(env.BLOG_STORE);
  } catch (error) {
    problems.push((error as Error).message);
  }

  const seconds = (name: string, fallback: number) => {
    const raw = optional(env[name]) ?? String(fallback);
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0 || value > 86_400) {
      problems.push(`${name} must be a number of seconds from 1 to 86400; got "${raw}".`);
    }
    return value * 1000;
  };
  const outbox = { firstRetryMs: seconds("NOTIFY_RETRY_SECONDS", 30), leaseMs: seconds("NOTIFY_LEASE_SECONDS", 120) };

  if (problems.length) throw new ConfigError(problems);
  return { notifications, leadRetentionDays, outbox };
}
