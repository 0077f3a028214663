/** Helpers of the back office's HTTP tests: operators made with the CLI, and a browser-like cookie and origin. */
import { expect } from "vitest";
import { totpCode } from "#app/lib/admin/two-factor.server.ts";
import { openDatabase } from "#app/lib/store/open.server.ts";
import { adminCli } from "#test/admin-cli.ts";
import { rawRequest, validContact, type RawResponse } from "./http-client.ts";

export { adminCli };

/** The `name=value` of a Set-Cookie header. */
export function cookieOf(response: RawResponse): string | undefined {
  const header = response.headers["set-cookie"];
  const first = Array.isArray(header) ? header[0] : header;
  return first?.split(";")[0];
}

export type Browser = {
  get(path: string, headers?: Record<string, string>): Promise<RawResponse>;
  /** A form; as URLSearchParams where a field is sent more than once (ticked boxes). */
  post(
    path: string,
    form: Record<string, string> | URLSearchParams,
    headers?: Record<string, string>,
  ): Promise<RawResponse>;
  cookie: string | undefined;
};

/**
 * Requests as a browser on our own pages makes them: with the session cookie it
 * was given and the site's own Origin on form posts (tests override either).
 */
export function browser(baseUrl: string, address = "203.0.113.1"): Browser {
  const state: Browser = {
    cookie: undefined,
    async get(path, headers = {}) {
      return rawRequest(baseUrl, path, {
        headers: { "X-Forwarded-For": address, ...(state.cookie ? { Cookie: state.cookie } : {}), ...headers },
      });
    },
    async post(path, form, headers = {}) {
      const response = await rawRequest(baseUrl, path, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: baseUrl,
          "X-Forwarded-For": address,
          ...(state.cookie ? { Cookie: state.cookie } : {}),
          ...headers,
        },
        body: new URLSearchParams(form).toString(),
      });
      const cookie = cookieOf(response);
      if (cookie) state.cookie = cookie.endsWith("=") ? undefined : cookie;
      return response;
    },
  };
  return state;
}

/** Stores a lead through the public endpoint; answers its id. */
export async function submitLead(baseUrl: string, overrides: Partial<typeof validContact> = {}, lang = "de") {
  const response = await rawRequest(baseUrl, `/api/contact?lang=${lang}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.77" },
    body: JSON.stringify({ ...validContact, ...overrides }),
  });
  if (response.status !== 201) throw new Error(`contact request answered ${response.status}: ${response.body}`);
  return (JSON.parse(response.body) as { id: string }).id;
}

/** A browser from `address` signed in with the operator's password on the login page in `locale` (a 303, checked). */
export async function signedInBrowser(
  baseUrl: string,
  email: string,
  password: string,
  address: string,
  locale: "en" | "de" = "en",
) {
  const visitor = browser(baseUrl, address);
  const response = await visitor.post(locale === "de" ? "/de/admin/login" : "/admin/login", { email, password });
  expect(response.status, response.body).toBe(303);
  return visitor;
}

/** Rows of the store in `dataDir`, read beside the running server as an operator's tool would. */
export async function storeRows<T>(dataDir: string, text: string, params: unknown[] = []): Promise<T[]> {
  const db = await openDatabase({ DATA_DIR: dataDir });
  try {
    return await db.sql.all<T>(text, params);
  } finally {
    await db.close();
  }
}

/**
 * Waits, if the current step ends within `margin`, for the next one: a code of the step before is accepted only
 * until the current step ends, and the tests keep the current one free for a later sign-in.
 */
export async function clearOfStepEnd(margin = 5_000): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 200));
}

/**
 * Enrols from the account page as a person does: start, read the key off the page, confirm with the app's code
 * and the password. `earlier`: with the code of the step before, so the current step is free for a sign-in.
 */
/** The key the account page shows for an app's manual entry, as a person reads it: its groups joined. */
export function totpSecretIn(html: string): string | undefined {
  const shown = /<code[^>]*data-totp-secret[^>]*>([\s\S]*?)<\/code>/.exec(html)?.[1];
  return shown?.replace(/<[^>]*>/g, "") || undefined;
}

export async function enrolFromAccountPage(
  visitor: Browser,
  password: string,
  earlier = false,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  expect((await visitor.post("/admin/account", { intent: "enrol" })).status).toBe(200);
  const page = await visitor.get("/admin/account");
  const secret = totpSecretIn(page.body);
  expect(secret, "the key is on the page").toBeDefined();
  expect(page.body).toContain("<svg");
  if (earlier) await clearOfStepEnd();
  const confirmed = await visitor.post("/admin/account", {
    intent: "confirm",
    code: totpCode(secret!, new Date(Date.now() - (earlier ? 30_000 : 0))),
    password,
  });
  expect(confirmed.status).toBe(200);
  const recoveryCodes = [...confirmed.body.matchAll(/<li>([a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4})<\/li>/g)].map(
    (match) => match[1]!,
  );
  expect(recoveryCodes).toHaveLength(10);
  return { secret: secret!, recoveryCodes };
}

/**
 * The blog API's guard, as a table: who asks (no session; the editor from another site, by Origin and by
 * Sec-Fetch-Site; sales, a role without the blog), the status the guard answers and its words in that language.
 */
export function blogApiRefusals(
  origin: string,
  cookies: { editor: string; sales: string },
  copy: { api: { signIn: string; crossSite: string; notYourRole: string } },
): [headers: Record<string, string>, status: number, message: string][] {
  return [
    [{ Origin: origin }, 401, copy.api.signIn],
    [{ Origin: "https://evil.example", Cookie: cookies.editor }, 403, copy.api.crossSite],
    [{ "Sec-Fetch-Site": "cross-site", Cookie: cookies.editor }, 403, copy.api.crossSite],
    [{ Origin: origin, Cookie: cookies.sales }, 403, copy.api.notYourRole],
  ];
}
