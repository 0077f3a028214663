/**
 * The lead as a signed JSON POST, for Slack (through a small relay) or a CRM.
 * The signature is HMAC-SHA256 over `timestamp.body` with LEAD_WEBHOOK_SECRET,
 * so a receiver can check that the request comes from us, unchanged and
 * recent; `Idempotency-Key` is the outbox row's id, the same on every retry.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { LeadDelivery } from "#app/lib/notify/outbox.server.ts";

export const SIGNATURE_HEADER = "X-Signature";
export const TIMESTAMP_HEADER = "X-Signature-Timestamp";

export function webhookBody(delivery: LeadDelivery, siteOrigin: string): string {
  const { lead } = delivery;
  return JSON.stringify({
    event: "lead.created",
    id: delivery.id,
    lead: {
      id: lead.id,
      receivedAt: lead.receivedAt.toISOString(),
      language: lead.locale,
      firstName: lead.firstName,
      lastName: lead.lastName,
      company: lead.company,
      email: lead.email,
      phone: lead.phone,
      message: lead.message,
      url: `${siteOrigin}/admin/leads/${lead.id}`,
    },
  });
}

export function sign(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** For receivers: true when the signature matches and the timestamp is within five minutes of now. */
export function verifySignature(
  secret: string,
  { timestamp, signature, body }: { timestamp: string; signature: string; body: string },
  now = Date.now(),
): boolean {
  const seconds = Number(timestamp);
  if (!Number.isInteger(seconds) || Math.abs(now / 1000 - seconds) > 300) return false;
  const expected = Buffer.from(sign(secret, seconds, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Sends one delivery; resolves on a 2xx answer, rejects with a short reason otherwise. */
export async function postWebhook(
  delivery: LeadDelivery,
  { url, secret, siteOrigin }: { url: string; secret: string; siteOrigin: string },
  now = Date.now(),
): Promise<void> {
  const body = webhookBody(delivery, siteOrigin);
  const timestamp = Math.floor(now / 1000);
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Idempotency-Key": delivery.id,
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: sign(secret, timestamp, body),
    },
    body,
    redirect: "error",
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
}
