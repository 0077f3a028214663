/**
 * Helpers of the contact tests: requests as the form sends them, servers with
 * a store of their own (SQLite in a temporary DATA_DIR, or PostgreSQL in a
 * temporary schema when TEST_DATABASE_URL answers), and a look into the store
 * itself, so that tests check what was stored rather than trust status codes.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openContactRepository } from "#app/lib/contact/open-repository.server.ts";
import { type ContactRecord } from "#app/lib/contact/repository.server.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { createTempSchema, probeTestPostgres } from "#test/test-postgres.ts";

export type ContactBody = {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phone?: string;
  message: string;
  privacyPolicy: boolean;
  website?: string;
};

/** A valid request whose message carries `marker`, to find it in a store shared with other tests. */
export function validContact(marker = randomUUID()): ContactBody {
  return {
    firstName: "Anna",
    lastName: "Becker",
    company: "Nordlicht Logistik GmbH",
    email: "anna.becker@nordlicht.de",
    phone: "+49 40 555 0123",
    message: `Please show us revenue by region. (${marker})`,
    privacyPolicy: true,
  };
}

/** The same request as the no-JavaScript form posts it. */
export function formBody(body: ContactBody): string {
  const { privacyPolicy, ...text } = body;
  const params = new URLSearchParams({ website: "", ...text } as Record<string, string>);
  if (privacyPolicy) params.set("privacyPolicy", "on");
  return params.toString();
}

export type StoreEnv = { DATA_DIR: string } | { DATABASE_URL: string };

export async function storedRequests(env: StoreEnv): Promise<ContactRecord[]> {
  const contacts = await openContactRepository(env);
  try {
    return await contacts.list();
  } finally {
    await contacts.close();
  }
}

export type Backend = {
  name: "SQLite" | "PostgreSQL";
  /** Why this backend cannot run here; undefined when it can. */
  skip?: string;
  /** A store of its own: the environment that points a server at it, and its removal. */
  fresh: () => Promise<{ env: StoreEnv; dispose: () => Promise<void> }>;
};

const postgresProbe = await probeTestPostgres();

export const backends: Backend[] = [
  {
    name: "SQLite",
    fresh: async () => {
      const dir = await mkdtemp(join(tmpdir(), "contact-http-"));
      return { env: { DATA_DIR: dir }, dispose: () => rm(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: "PostgreSQL",
    skip: postgresProbe.reason,
    fresh: async () => {
      const schema = await createTempSchema(postgresProbe.url!, "contact_http");
      return { env: { DATABASE_URL: schema.url }, dispose: schema.drop };
    },
  },
];

/** A production server on its own port and store; `log()` holds its log lines. */
export async function startContactServer(env: StoreEnv, extra: Record<string, string> = {}): Promise<RunningServer> {
  return startServer({ CONTACT_RATE_LIMIT: "0", ...env, ...extra });
}

/** The exit code once the server has exited; null when a signal ended it. */
export function exited(server: RunningServer): Promise<number | null> {
  const { process: child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

export async function postJson(
  baseUrl: string,
  body: unknown,
  { lang, headers = {} }: { lang?: string; headers?: Record<string, string> } = {},
) {
  return fetch(`${baseUrl}/api/contact${lang ? `?lang=${lang}` : ""}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}
