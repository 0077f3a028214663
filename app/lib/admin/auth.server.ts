/**
 * Who may use the back office: the session behind a request, the login with
 * its throttling, the logout, and the checks every admin request passes
 * (a session; for anything that changes state, a request from our own site).
 */
import { data, redirect } from "react-router";
import * as z from "zod/mini";
import type { Locale } from "#app/i18n/locales.ts";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { localeFromPath } from "#app/i18n/paths.ts";
import { httpAnswers } from "#app/lib/server/http-answers.ts";
import { recordAudit } from "#app/lib/admin/audit.server.ts";
import type { Role } from "#app/vocabulary/roles.ts";
import {
  findOperatorForLogin,
  normalizeEmail,
  rememberLocale,
  type Operator,
} from "#app/lib/admin/operators.server.ts";
import { takeCodeAttempt, takeSignInAttempt } from "#app/lib/admin/sign-in-throttle.server.ts";
import { raiseGuessAlarm, type GuessAlarms } from "#app/lib/admin/guess-alarm.server.ts";
import { decoyHash, verifyPassword } from "#app/lib/admin/passwords.server.ts";
import {
  createSession,
  destroySession,
  findSession,
  readSessionCookie,
  sessionCookie,
} from "#app/lib/admin/sessions.server.ts";
import {
  challengeCookie,
  endChallenge,
  findChallenge,
  readChallengeCookie,
  startChallenge,
} from "#app/lib/admin/sign-in-challenge.server.ts";
import {
  recoveryCodesLeft,
  takeSecondFactor,
  twoFactorRequired,
  type SecondFactorUse,
} from "#app/lib/admin/two-factor.server.ts";
import type { Client } from "#app/lib/server/client.server.ts";
import { isCrossSite } from "#app/lib/server/cross-site.ts";
import type { SignInForm } from "#app/lib/admin/sign-in-form.ts";
import { field } from "#app/lib/server/form-fields.ts";
import type { SignInFailures } from "#app/lib/admin/sign-in-failures.server.ts";
import type { SignInLimiters } from "#app/lib/admin/sign-in-throttle.server.ts";
import type { Database } from "#app/lib/store/sql.server.ts";
import { SeedUnreadableError, type TotpKey } from "#app/lib/admin/totp-key.server.ts";

/** What signing in and out needs of the site's services (the composition root in app/site hands it in). */
export type AuthServices = {
  db: Database;
  siteOrigin: string;
  loginFailures: SignInLimiters;
  signInFailures: SignInFailures;
  /** Telling an operator by e-mail that their account is being guessed at (app/lib/admin/guess-alarm.server.ts). */
  guessAlarms: GuessAlarms;
  /** Opens the operators' TOTP seeds (app/lib/admin/totp-key.server.ts). */
  totpKey: TotpKey;
  /** The server's log, one JSON object a line. */
  log: (line: Record<string, unknown>) => void;
};

/** The operator whose live session this request brings, if any. */
export async function sessionOperator(
  services: Pick<AuthServices, "db" | "siteOrigin">,
  request: Request,
): Promise<Operator | undefined> {
  const token = readSessionCookie(request.headers.get("Cookie"), services.siteOrigin);
  return token ? findSession(services.db.sql, token) : undefined;
}

/**
 * Whether an owner asked everyone for two factors and this operator has none yet: such a session opens the
 * account page (to set it up) and nothing else, wherever it is used (the back office's layout, the blog's API).
 */
export async function mustEnrolFirst(sql: Database["sql"], operator: Pick<Operator, "twoFactor">): Promise<boolean> {
  return !operator.twoFactor && (await twoFactorRequired(sql));
}

/**
 * What a request without a session gets where an operator is needed: a page
 * redirects to the login page of its language (and back after login); a
 * download answers 401, having no page to come back to.
 */
export function signInFirst(url: URL, locale: Locale, kind: "page" | "download"): Response {
  if (kind === "download") {
    return new Response(httpAnswers[locale].signInFirst, {
      status: 401,
      headers: { "Content-Type": "text/plain; charset=utf-8", "WWW-Authenticate": 'Cookie realm="back office"' },
    });
  }
  const back = url.pathname.replace(/\.data$/, "") + url.search;
  return redirect(`${adminPath("login", locale)}?${new URLSearchParams({ next: back })}`);
}

/** Why the back office's guard (`admit`) turned a request away. */
export type AdmissionRefusal = "cross-site" | "sign-in" | "role" | "enrol-first";

/** What a guarded place lets in: which roles may open it, its name for the audit log, whether it is the account page. */
export type Admission = { mayOpen: (role: Role) => boolean; page: string; enrolExempt?: boolean };

/**
 * The back office's one guard, for its pages, downloads and actions (app/site/back-office.server.ts) and for the
 * blog's JSON API alike: a change comes from our own pages (CSRF), an operator is signed in, their role includes
 * what they ask for (a refusal is noted in the audit log), and they met the owner's two-factor rule (but for the
 * account page, where they meet it). Each caller answers a refusal in its own form: a page, plain words, JSON.
 */
export async function admit(
  services: Pick<AuthServices, "db" | "siteOrigin">,
  request: Request,
  url: URL,
  operator: Operator | undefined,
  { mayOpen, page, enrolExempt = false }: Admission,
): Promise<{ operator: Operator } | { refused: AdmissionRefusal }> {
  const reads = request.method === "GET" || request.method === "HEAD";
  if (!reads && isCrossSite(request, url, services.siteOrigin)) return { refused: "cross-site" };
  if (!operator) return { refused: "sign-in" };
  if (!mayOpen(operator.role)) {
    await recordAudit(services.db.sql, {
      operatorId: operator.id,
      operatorEmail: operator.email,
      action: "access-refused",
      target: url.pathname.replace(/\.data$/, ""),
      details: { page, role: operator.role },
    });
    return { refused: "role" };
  }
  if (!enrolExempt && (await mustEnrolFirst(services.db.sql, operator))) return { refused: "enrol-first" };
  return { operator };
}

/** State changes come only from our own pages: a cross-site request (CSRF) gets 403 before anything happens. */
export function assertSameSite(request: Request, url: URL, siteOrigin: string, message: string): void {
  if (isCrossSite(request, url, siteOrigin)) {
    throw new Response(message, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}

/** Where to go after login: only a page of the back office, never another site. */
export function afterLogin(next: string | null, locale: Locale): string {
  // /admin sends each operator on to the start page of their role.
  const home = adminPath("home", locale);
  if (!next || !/^\/(de\/)?admin(\/|$|\?)/.test(next) || next.includes("//") || next.includes("\\")) return home;
  // A Location header holds visible ASCII only (U+2028 and friends would make the redirect itself fail).
  if (!/^[\x21-\x7e]+$/.test(next)) return home;
  return next;
}

export type LoginFailure = {
  error: "missing" | "invalid" | "throttled";
  /** Throttled: when to try again. */
  retryAfterSeconds?: number;
  email: string;
};

/**
 * Checks an e-mail address and password. Unknown accounts and wrong passwords
 * take the same time and get the same answer. Every check takes its slots of
 * the sign-in limits first (app/lib/admin/sign-in-throttle.server.ts) and a
 * right password gives them back, so parallel guesses get no more checks than
 * sequential ones. On success the session the browser brought (if any) ends
 * and a new one starts: the response carries its cookie.
 */
/**
 * The password was right, but the caller has no code step (the blog's dialog) and the operator needs one: they
 * have two factors ("code-elsewhere"), or the owner requires two factors and they have none yet ("enrol-first").
 */
export type CodeElsewhere = { error: "code-elsewhere" | "enrol-first"; email: string };

/** The second step's form: a code from the app, or a recovery code. */
export const codeForm = z.object({ code: field.line(64) });
export type CodeForm = z.infer<typeof codeForm>;

export function login(
  services: AuthServices,
  request: Request,
  credentials: SignInForm,
  client: Client,
  locale: Locale,
): Promise<Response | LoginFailure>;
export function login(
  services: AuthServices,
  request: Request,
  credentials: SignInForm,
  client: Client,
  locale: Locale,
  options: { codeStep: "none" },
): Promise<Response | LoginFailure | CodeElsewhere>;
export async function login(
  services: AuthServices,
  request: Request,
  { email, password }: SignInForm,
  client: Client,
  locale: Locale,
  { codeStep = "page" }: { codeStep?: "page" | "none" } = {},
): Promise<Response | LoginFailure | CodeElsewhere> {
  const sql = services.db.sql;
  if (!email.trim() || !password) return { error: "missing", email };

  const operator = await findOperatorForLogin(sql, email);
  const attempt = await takeSignInAttempt(services.loginFailures, normalizeEmail(email), client.key);
  if (!attempt.ok) {
    services.signInFailures.note(operator, "throttled");
    if (attempt.alarm && operator) await raiseGuessAlarm(services, operator, "password");
    return { error: "throttled", retryAfterSeconds: attempt.retryAfterSeconds, email };
  }
  const valid = operator
    ? await verifyPassword(password, operator.passwordHash)
    : (await verifyPassword(password, await decoyHash()), false);
  if (!operator || !valid) {
    services.signInFailures.note(operator, "failed");
    return { error: "invalid", email };
  }
  attempt.succeeded();

  const next = afterLogin(new URL(request.url).searchParams.get("next"), locale);
  // With a second factor the password opens no session: only a short-lived challenge for the code, on its page.
  if (operator.twoFactor && codeStep === "none") return { error: "code-elsewhere", email };
  // Without a code step there is no way to the enrolment the owner's rule asks for: no session either.
  if (codeStep === "none" && (await mustEnrolFirst(sql, operator))) return { error: "enrol-first", email };
  if (operator.twoFactor) {
    const challenge = await startChallenge(sql, operator.id, next);
    return redirect(adminPath("loginCode", locale), {
      status: 303,
      headers: { "Set-Cookie": challengeCookie(services.siteOrigin, challenge) },
    });
  }
  return startSession(services, request, operator, next, {});
}

/** A sign-in that passed: noted in the audit log, then the operator's new session (openSession). */
async function startSession(
  services: AuthServices,
  request: Request,
  operator: Operator,
  next: string,
  details: Record<string, string>,
): Promise<Response> {
  await recordAudit(services.db.sql, {
    operatorId: operator.id,
    operatorEmail: operator.email,
    action: "login",
    target: null,
    details,
  });
  return openSession(services, request, operator, next);
}

/**
 * Ends the session the browser brought (no id is ever adopted), starts a new one and goes on to `next` with its
 * cookie: after a sign-in, and after joining through an invitation (app/lib/admin/join.server.ts).
 */
export async function openSession(
  services: Pick<AuthServices, "db" | "siteOrigin">,
  request: Request,
  operator: Pick<Operator, "id">,
  next: string,
): Promise<Response> {
  const sql = services.db.sql;
  const previous = readSessionCookie(request.headers.get("Cookie"), services.siteOrigin);
  if (previous) await destroySession(sql, previous);
  // The language they signed in with is theirs for the mails about their access and their leads (issue 47).
  await rememberLocale(sql, operator.id, localeFromPath(next.split("?")[0] ?? next));
  const token = await createSession(sql, operator.id, new Date(), request.headers.get("User-Agent") ?? "");
  const headers = new Headers({ "Set-Cookie": sessionCookie(services.siteOrigin, token) });
  // The code step's cookie has done its work.
  if (readChallengeCookie(request.headers.get("Cookie"), services.siteOrigin))
    headers.append("Set-Cookie", challengeCookie(services.siteOrigin, null));
  return redirect(next, { status: 303, headers });
}

/**
 * "paused": the account's budget of wrong app codes is spent; "unreadable": this server cannot check the operator's
 * app codes (decision 0035). A recovery code still signs in after either.
 */
export type CodeFailure = {
  error: "missing" | "invalid" | "throttled" | "paused" | "expired" | "unreadable";
  retryAfterSeconds?: number;
};

/**
 * The second step of a sign-in: the code from the app, or a recovery code, for the challenge the password
 * step left in a cookie. Wrong codes count against the same limits as wrong passwords; a code is taken once.
 * Without the right code there is no session.
 */
export async function verifySignInCode(
  services: AuthServices,
  request: Request,
  { code }: CodeForm,
  client: Client,
): Promise<Response | CodeFailure> {
  const sql = services.db.sql;
  const challenge = await findChallenge(sql, readChallengeCookie(request.headers.get("Cookie"), services.siteOrigin));
  if (!challenge) return { error: "expired" };
  if (!code) return { error: "missing" };
  const checked = await checkSecondFactor(services, challenge.operator, code, client);
  if (!checked.ok) return checked;
  const used = checked.used;
  await endChallenge(sql, challenge.idHash);
  if (used === "recovery-code") {
    await recordAudit(sql, {
      operatorId: challenge.operator.id,
      operatorEmail: challenge.operator.email,
      action: "recovery-code-used",
      target: null,
      details: { left: await recoveryCodesLeft(sql, challenge.operator.id) },
    });
  }
  return startSession(services, request, challenge.operator, challenge.next, { secondFactor: used });
}

export type CodeCheck =
  | { ok: true; used: SecondFactorUse }
  | { ok: false; error: "invalid" }
  /** This instance's key cannot open the operator's seed: an app code cannot be checked, a recovery code can. */
  | { ok: false; error: "unreadable" }
  | { ok: false; error: "throttled" | "paused"; retryAfterSeconds: number };

/**
 * Checks a code of the operator's second factor, at sign-in or as fresh proof before a change of the account:
 * throttled per client and, for an app code, by the account's daily budget (sign-in-throttle.server.ts); a
 * guessing that spends it, or five wrong codes in a day, tells the operator by e-mail. A right code is taken once.
 */
export async function checkSecondFactor(
  services: AuthServices,
  operator: Operator,
  code: string,
  client: Client,
): Promise<CodeCheck> {
  const attempt = await takeCodeAttempt(services.loginFailures, operator.email, client.key, code);
  if (!attempt.ok) {
    services.signInFailures.note(operator, "throttled");
    if (attempt.alarm) await raiseGuessAlarm(services, operator, "code");
    return { ok: false, error: attempt.alarm ? "paused" : "throttled", retryAfterSeconds: attempt.retryAfterSeconds };
  }
  const used = await takeSecondFactor(services.db.sql, services.totpKey, operator.id, code).catch((error: unknown) => {
    if (error instanceof SeedUnreadableError) return error;
    throw error;
  });
  if (used instanceof SeedUnreadableError) {
    // Not the operator's mistake, nor a guess that could win: the slots are given back.
    attempt.succeeded();
    services.log({
      level: "error",
      msg: "an app code could not be checked: this instance's TOTP_ENCRYPTION_KEY does not open the operator's seed",
      reason: used.reason,
      keyId: services.totpKey.id,
    });
    return { ok: false, error: "unreadable" };
  }
  if (!used) {
    services.signInFailures.note(operator, "failed");
    if (await attempt.failed()) await raiseGuessAlarm(services, operator, "code");
    return { ok: false, error: "invalid" };
  }
  attempt.succeeded();
  return { ok: true, used };
}

/** A throttled sign-in's wait, in whole minutes for the message (the Retry-After header has the seconds). */
export function minutesToWait(failure: { retryAfterSeconds?: number }): number {
  return Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 900) / 60));
}

/** Ends the session of this request, if any, and clears its cookie. */
export async function logout(
  services: Pick<AuthServices, "db" | "siteOrigin">,
  request: Request,
  locale: Locale,
): Promise<Response> {
  const token = readSessionCookie(request.headers.get("Cookie"), services.siteOrigin);
  if (token) {
    const operator = await findSession(services.db.sql, token);
    await destroySession(services.db.sql, token);
    if (operator) {
      await recordAudit(services.db.sql, {
        operatorId: operator.id,
        operatorEmail: operator.email,
        action: "logout",
        target: null,
        details: {},
      });
    }
  }
  return redirect(`${adminPath("login", locale)}?signedOut=1`, {
    status: 303,
    headers: { "Set-Cookie": sessionCookie(services.siteOrigin, null) },
  });
}

/** A refused form, with its status, for a page's action to render. */
export function refused<T>(payload: T, status: number) {
  return data(payload, { status });
}
