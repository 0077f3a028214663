/**
 * Failed and throttled sign-ins, summed up: the audit log says what operators
 * did, and a flood of guesses would bury that under one row per guess. Each
 * process counts them per account (or "no such account") and writes one row
 * per account a minute. A row names an operator only by the account that
 * exists, never by what a guesser typed.
 */
import { recordAudit } from "#app/lib/admin/audit.server.ts";
import type { Sql } from "#app/lib/store/sql.server.ts";

export type SignInFailure = "failed" | "throttled";
type Account = { id: string; email: string } | undefined;
type Tally = { account: Account; failed: number; throttled: number };

export const FAILURE_SUMMARY_MS = 60_000;

export class SignInFailures {
  #tallies = new Map<string, Tally>();

  /** One failed or throttled attempt on `account` (undefined: no operator has that address). */
  note(account: Account, kind: SignInFailure): void {
    const key = account?.id ?? "";
    let tally = this.#tallies.get(key);
    if (!tally) {
      tally = { account, failed: 0, throttled: 0 };
      this.#tallies.set(key, tally);
    }
    tally[kind] += 1;
  }

  /** Writes one audit row per account counted since the last write. */
  async write(sql: Sql, at = new Date()): Promise<void> {
    const tallies = [...this.#tallies.values()];
    this.#tallies.clear();
    for (const { account, failed, throttled } of tallies) {
      await recordAudit(
        sql,
        {
          operatorId: account?.id ?? null,
          operatorEmail: account?.email ?? null,
          action: "login-failed",
          target: null,
          details: { failed, throttled },
        },
        at,
      );
    }
  }
}
