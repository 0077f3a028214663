import { randomBytes } from "node:crypto";
import type { ContactOutcome } from "#app/lib/contact/schema.ts";

/**
 * The outcome of a contact form posted without JavaScript, kept for the one
 * page view the server redirects to (POST, redirect, GET). In memory, briefly,
 * read once: what the visitor typed never travels in a URL, and no cookie is set.
 */
const TTL_MS = 10 * 60 * 1000;
// Each holds at most what one form post carries (16 KiB): 16 MiB at the very worst.
const MAX_ENTRIES = 1_000;

const outcomes = new Map<string, { outcome: ContactOutcome; expires: number }>();

/** Every entry lives equally long, so the map's order is the order of expiry: the expired ones are at its front. */
function sweep(now: number) {
  for (const [token, entry] of outcomes) {
    if (entry.expires > now) return;
    outcomes.delete(token);
  }
}

export function keepContactOutcome(outcome: ContactOutcome, now = Date.now()): string {
  sweep(now);
  // Still full: forget the oldest rather than grow without bound.
  if (outcomes.size >= MAX_ENTRIES) outcomes.delete(outcomes.keys().next().value as string);
  const token = randomBytes(16).toString("base64url");
  outcomes.set(token, { outcome, expires: now + TTL_MS });
  return token;
}

export function takeContactOutcome(token: string, now = Date.now()): ContactOutcome | undefined {
  const entry = outcomes.get(token);
  outcomes.delete(token);
  return entry && entry.expires > now ? entry.outcome : undefined;
}

/** Whether a token stands for an outcome still waiting: only then is the page rendered for it. */
export function hasContactOutcome(token: string, now = Date.now()): boolean {
  const entry = outcomes.get(token);
  return entry !== undefined && entry.expires > now;
}
