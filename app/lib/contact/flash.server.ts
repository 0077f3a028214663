import { randomBytes } from "node:crypto";
import type { ContactOutcome } from "#app/lib/contact/schema.ts";
import type { Sql } from "#app/lib/store/sql.server.ts";

/**
 * The outcome of a contact form posted without JavaScript, kept for the one
 * page view the server redirects to (POST, redirect, GET). In memory, briefly,
 * read once: what the visitor typed never travels in a URL, and no cookie is set.
 * One process keeps them in memory; several on one PostgreSQL share them there.
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

/** Where outcomes wait: this process's memory, or the store when several processes share PostgreSQL. */
export interface WaitingOutcomes {
  keep(outcome: ContactOutcome): Promise<string>;
  /** The outcome, once: a second take of the same token finds nothing. */
  take(token: string): Promise<ContactOutcome | undefined>;
  has(token: string): Promise<boolean>;
}

export const outcomesInMemory: WaitingOutcomes = {
  keep: async (outcome) => keepContactOutcome(outcome),
  take: async (token) => takeContactOutcome(token),
  has: async (token) => hasContactOutcome(token),
};

/**
 * Outcomes in the store: the redirect after a post may land on another
 * instance than the one that took the post, and still shows what happened.
 */
export function sharedOutcomes(sql: Sql, now = () => Date.now()): WaitingOutcomes {
  return {
    async keep(outcome) {
      const token = randomBytes(16).toString("base64url");
      await sql.run("INSERT INTO contact_outcomes (token, outcome, expires_at) VALUES (?, ?, ?)", [
        token,
        JSON.stringify(outcome),
        new Date(now() + TTL_MS),
      ]);
      return token;
    },
    async take(token) {
      const row = await sql.get<{ outcome: string }>(
        "DELETE FROM contact_outcomes WHERE token = ? AND expires_at > ? RETURNING outcome",
        [token, new Date(now())],
      );
      return row ? (JSON.parse(row.outcome) as ContactOutcome) : undefined;
    },
    async has(token) {
      return Boolean(
        await sql.get("SELECT 1 AS found FROM contact_outcomes WHERE token = ? AND expires_at > ?", [
          token,
          new Date(now()),
        ]),
      );
    },
  };
}

/** Deletes outcomes nobody came back for. */
export async function purgeContactOutcomes(sql: Sql, now = Date.now()): Promise<number> {
  return (await sql.run("DELETE FROM contact_outcomes WHERE expires_at <= ?", [new Date(now)])).changes;
}
