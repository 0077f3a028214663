/**
 * A control character in any text a request brings (issue 44): on PostgreSQL a NUL in a sign-in, a filter, a
 * post or a note failed the query and came back as a 500, with a stack trace on stderr. Every field of every
 * form the back office and the site render (found by reading the pages, each submit button's intent a form of
 * its own), every string of the JSON APIs' bodies and the query strings now get a 400 that says why, in the
 * page's language, before anything reaches the store; and nothing reaches the log as an error.
 */
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import blogAdminDe from "#app/content/blog-admin/de.ts";
import blogAdminEn from "#app/content/blog-admin/en.ts";
import contactDe from "#app/content/contact/de.ts";
import contactEn from "#app/content/contact/en.ts";
import httpAnswersDe from "#app/content/http-answers/de.ts";
import httpAnswersEn from "#app/content/http-answers/en.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { createTempSchema, probeTestPostgres, type TempSchema } from "#test/test-postgres.ts";
import { adminCli, browser, signedInBrowser, submitLead, type Browser } from "./back-office-support.ts";
import { logLines, rawRequest, validContact, type RawResponse } from "./http-client.ts";

const PASSWORD = "correct horse battery staple";
const OWNER = "anna@example.com";
const NUL = "\u0000";

/** What the answer must say, by where the request went and in which language. */
function expectedMessage(url: URL): string {
  const german = url.pathname.startsWith("/de/") || url.pathname === "/de" || url.searchParams.get("lang") === "de";
  if (url.pathname.startsWith("/api/blog/")) return (german ? blogAdminDe : blogAdminEn).api.controlCharacter;
  if (url.pathname === "/api/contact") return (german ? contactDe : contactEn).api.controlCharacter;
  if (/^\/(de\/)?admin(\/|$)/.test(url.pathname)) return (german ? adminDe : adminEn).errors.controlCharacter;
  return (german ? httpAnswersDe : httpAnswersEn).controlCharacter;
}

type Field = { name: string; value: string };
/** A form as a browser would submit it with one submit button: where, how, and its fields in order. */
type Submission = { label: string; method: string; action: URL; enctype: string; fields: Field[] };

/** Every submission a page's forms allow: one per named submit button (its intent), or one without. */
function submissionsOf(html: string, pageUrl: URL): Submission[] {
  const document = new JSDOM(html).window.document;
  return [...document.querySelectorAll("form")].flatMap((form, index) => {
    const method = (form.getAttribute("method") ?? "get").toLowerCase();
    const action = new URL(form.getAttribute("action") ?? pageUrl.href, pageUrl);
    const enctype = form.getAttribute("enctype") ?? "application/x-www-form-urlencoded";
    const fields: Field[] = [];
    const buttons: Field[] = [];
    for (const element of form.querySelectorAll("input[name], select[name], textarea[name], button[name]")) {
      const name = element.getAttribute("name")!;
      const type = (element.getAttribute("type") ?? "").toLowerCase();
      if (element.tagName === "BUTTON" || type === "submit") {
        buttons.push({ name, value: element.getAttribute("value") ?? "" });
      } else if (type === "file") {
        continue;
      } else if (type === "checkbox" || type === "radio") {
        if (element.hasAttribute("checked")) fields.push({ name, value: element.getAttribute("value") ?? "on" });
      } else if (element.tagName === "SELECT") {
        const option = element.querySelector("option[selected]") ?? element.querySelector("option");
        fields.push({ name, value: option?.getAttribute("value") ?? option?.textContent ?? "" });
      } else if (element.tagName === "TEXTAREA") {
        fields.push({ name, value: element.textContent || "some text" });
      } else {
        fields.push({ name, value: element.getAttribute("value") || "text" });
      }
    }
    const label = `${pageUrl.pathname} form ${index} (${method} ${action.pathname})`;
    if (buttons.length === 0) return [{ label, method, action, enctype, fields }];
    return buttons.map((button) => ({
      label: `${label} ${button.name}=${button.value}`,
      method,
      action,
      enctype,
      fields: [...fields, button],
    }));
  });
}

/** The submission once per field, with a NUL in that field's value (and once in its name). */
function withNulInEachField(submission: Submission): { label: string; submission: Submission }[] {
  return submission.fields.flatMap((field, index) =>
    [
      { ...field, value: `${field.value}${NUL}x` },
      { ...field, name: `${field.name}${NUL}` },
    ].map((changed, variant) => ({
      label: `${submission.label}: ${variant ? "name of " : ""}${field.name}`,
      submission: { ...submission, fields: submission.fields.map((each, at) => (at === index ? changed : each)) },
    })),
  );
}

/** Every string in a JSON value, once each, with a NUL added. */
function withNulInEachString(value: unknown, path = ""): { label: string; value: unknown }[] {
  if (typeof value === "string") return [{ label: path, value: `${value}${NUL}` }];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      withNulInEachString(item, `${path}[${index}]`).map((each) => ({
        label: each.label,
        value: value.map((other, at) => (at === index ? each.value : other)),
      })),
    );
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      withNulInEachString(inner, `${path}.${key}`).map((each) => ({
        label: each.label,
        value: { ...value, [key]: each.value },
      })),
    );
  }
  return [];
}

const postgres = await probeTestPostgres();

describe.skipIf(Boolean(postgres.reason))(
  `control characters on PostgreSQL${postgres.reason ? ` (skipped: ${postgres.reason})` : ""}`,
  () => {
    let schema: TempSchema;
    let server: RunningServer;
    let owner: Browser;
    let leadId: string;
    let postId: string;
    let joinToken: string;

    beforeAll(async () => {
      schema = await createTempSchema(postgres.url!, "control_characters");
      const env = { DATABASE_URL: schema.url, BLOG_STORE: "server" };
      const made = await adminCli("create", OWNER, PASSWORD, env);
      expect(made.code, made.output).toBe(0);
      server = await startServer({ ...env, TRUST_PROXY: "1", CONTACT_RATE_LIMIT: "0" });
      owner = await signedInBrowser(server.url, OWNER, PASSWORD, "203.0.113.60");
      leadId = await submitLead(server.url);
      const post = await rawRequest(server.url, "/api/blog/posts?lang=en", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.url, Cookie: owner.cookie! },
        body: JSON.stringify({ title: "A post", author: "Anna", summary: "Short.", content: "<p>Text.</p>" }),
      });
      expect(post.status, post.body).toBe(201);
      postId = (JSON.parse(post.body) as { id: string }).id;
      const invited = await owner.post("/admin/team", {
        intent: "invite",
        email: "ben@example.com",
        role: "sales",
        locale: "en",
      });
      joinToken = /\/admin\/join\?token=([\w-]{43})"/.exec(invited.body)![1]!;
    });
    afterAll(async () => {
      await server?.stop();
      await schema?.drop();
    });

    /** Sends a submission as a browser would, with the owner's session unless `as` says otherwise. */
    function submit({ method, action, enctype, fields }: Submission, as: Browser | null = owner) {
      const headers: Record<string, string> = {
        Origin: server.url,
        "X-Forwarded-For": "203.0.113.61",
        ...(as?.cookie ? { Cookie: as.cookie } : {}),
      };
      if (method === "get") {
        const query = new URLSearchParams(fields.map(({ name, value }) => [name, value]));
        const target = new URL(action);
        target.search = query.toString();
        return rawRequest(server.url, target.pathname + target.search, { headers });
      }
      const path = action.pathname + action.search;
      if (enctype === "multipart/form-data") {
        const boundary = "----nul-test-boundary";
        const body = fields
          .map(
            ({ name, value }) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
          )
          .join("");
        return rawRequest(server.url, path, {
          method: "POST",
          headers: { ...headers, "Content-Type": `multipart/form-data; boundary=${boundary}` },
          body: `${body}--${boundary}--\r\n`,
        });
      }
      const body = new URLSearchParams(fields.map(({ name, value }) => [name, value])).toString();
      return rawRequest(server.url, path, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
    }

    async function expectRefused(response: RawResponse, url: URL, label: string) {
      if (/%0\d|%1[\da-f]/i.test(url.pathname)) {
        // A control character in the path names no page: read once before anything else, such a path is not
        // found (docs/http-contract.md, "Paths"), before any guard or route could read it.
        expect(response.status, `${label}: ${response.body.slice(0, 300)}`).toBe(404);
        expect(response.body, label).not.toMatch(/\n\s+at |invalid byte sequence|Error:/);
        return;
      }
      if (url.pathname === "/api/contact" && response.status === 303) {
        // The contact form without JavaScript: back to the form, which says why (and keeps what can be shown).
        const page = await rawRequest(server.url, response.headers.location!);
        expect(page.status, label).toBe(200);
        expect(page.body, label).toContain(expectedMessage(url));
        return;
      }
      expect(response.status, `${label}: ${response.body.slice(0, 300)}`).toBe(400);
      expect(response.body, label).toContain(expectedMessage(url));
      expect(response.body, label).not.toMatch(/\n\s+at |invalid byte sequence|Error:/);
    }

    it(
      "refuses a NUL in every field of every form of the back office and the site, in both languages",
      { timeout: 180_000 },
      async () => {
        const pages = [
          "/admin/leads",
          `/admin/leads/${leadId}`,
          `/admin/leads/${leadId}/delete`,
          "/admin/blog",
          "/admin/blog/new",
          `/admin/blog/${postId}`,
          "/admin/analytics",
          "/admin/audit",
          "/admin/team",
          "/admin/account",
        ];
        const signedOutPages = ["/admin/login", `/admin/join?token=${joinToken}`, "/", "/blog"];
        let sent = 0;
        for (const prefix of ["", "/de"]) {
          for (const [path, as] of [
            ...pages.map((path) => [path, owner] as const),
            ...signedOutPages.map((path) => [path, null] as const),
          ]) {
            const pageUrl = new URL(prefix + (path === "/" && prefix ? "" : path), server.url);
            const page = await rawRequest(server.url, pageUrl.pathname + pageUrl.search, {
              headers: as?.cookie ? { Cookie: as.cookie } : {},
            });
            expect(page.status, pageUrl.pathname).toBe(200);
            const submissions = submissionsOf(page.body, pageUrl);
            for (const { label, submission } of submissions.flatMap(withNulInEachField)) {
              const response = await submit(submission, as);
              await expectRefused(response, submission.action, label);
              sent += 1;
            }
          }
        }
        // The intents whose forms a page shows only in another state (a failed notification, a note to correct, an
        // enrolment under way, a second session), with the fields their actions read. A post's earlier version is
        // restored through the blog's JSON API, whose body holds numbers only.
        const unseen: [string, Field[]][] = [
          [
            `/admin/leads/${leadId}`,
            [
              { name: "intent", value: "retry" },
              { name: "notification", value: "1" },
            ],
          ],
          [
            `/admin/leads/${leadId}`,
            [
              { name: "intent", value: "privacy-request-done" },
              { name: "request", value: "1" },
            ],
          ],
          [
            `/admin/leads/${leadId}`,
            [
              { name: "intent", value: "correct" },
              { name: "note", value: "1" },
              { name: "correction", value: "A better note" },
            ],
          ],
          [
            "/admin/account",
            [
              { name: "intent", value: "confirm" },
              { name: "code", value: "123456" },
            ],
          ],
          [
            "/admin/account",
            [
              { name: "intent", value: "turn-off" },
              { name: "code", value: "123456" },
            ],
          ],
          [
            "/admin/account",
            [
              { name: "intent", value: "end-session" },
              { name: "session", value: "a1b2c3" },
            ],
          ],
        ];
        for (const prefix of ["", "/de"]) {
          for (const [path, fields] of unseen) {
            const action = new URL(prefix + path, server.url);
            const submission = {
              label: `${action.pathname} ${fields[0]!.value}`,
              method: "post",
              action,
              enctype: "",
              fields,
            };
            for (const { label, submission: changed } of withNulInEachField(submission)) {
              await expectRefused(await submit(changed), action, label);
              sent += 1;
            }
          }
        }
        // The forms were found: a change that hid them from this test would not go unnoticed.
        expect(sent).toBeGreaterThan(150);
      },
    );

    it("refuses a NUL in every string of the JSON APIs and of the contact form posted without JavaScript", async () => {
      const post = {
        title: "A post",
        author: "Anna",
        summary: "Short.",
        content: "<p>Text.</p>",
        tags: "one, two",
        status: "draft",
        slug: "a-post",
        translationOf: "",
        publishAt: "2026-12-01T10:00",
        locale: "de",
        cover: { image: "none", alt: "A harbour" },
      };
      const { privacyPolicy, ...contactText } = validContact;
      const bodies: [string, string, unknown][] = [
        ["POST", "/api/contact?lang=", { ...validContact, website: "" }],
        ["POST", "/api/blog/session?lang=", { email: OWNER, password: PASSWORD }],
        ["POST", "/api/blog/posts?lang=", post],
        ["PATCH", `/api/blog/posts/${postId}?lang=`, { ...post, revision: 1 }],
        [
          "POST",
          "/api/blog/import?lang=",
          [{ title: "T", author: "A", summary: "S", content: "<p>C</p>", tags: ["x"] }],
        ],
      ];
      for (const lang of ["en", "de"]) {
        for (const [method, path, body] of bodies) {
          for (const { label, value } of withNulInEachString(body)) {
            const url = new URL(path + lang, server.url);
            const response = await rawRequest(server.url, url.pathname + url.search, {
              method,
              headers: {
                "Content-Type": "application/json",
                Origin: server.url,
                Cookie: owner.cookie!,
                "X-Forwarded-For": "203.0.113.62",
              },
              body: JSON.stringify(value),
            });
            await expectRefused(response, url, `${method} ${path}${lang} ${label}`);
          }
        }
        // The contact form as a browser without JavaScript posts it.
        const fields = Object.entries({ ...contactText, privacyPolicy: privacyPolicy ? "on" : "" });
        for (const [index, [name]] of fields.entries()) {
          const form = new URLSearchParams(
            fields.map(([key, value], at) => [key, at === index ? `${value}${NUL}` : value]),
          );
          const url = new URL(`/api/contact?lang=${lang}`, server.url);
          const response = await rawRequest(server.url, url.pathname + url.search, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
            body: form.toString(),
          });
          await expectRefused(response, url, `contact form ${name}`);
        }
      }
    });

    it("refuses a NUL in a query string and the sign-in code (400) and in the path of a write (404), on pages and downloads alike", async () => {
      const requests: [string, string, Browser | null][] = [
        ["GET", "/?contact=a%00b", null],
        ["GET", "/de?contact=a%00b", null],
        ["GET", "/blog?page=%00", null],
        ["GET", "/admin/leads?q=anna%00", owner],
        ["GET", "/de/admin/leads?status=%00", owner],
        ["GET", "/admin/leads.csv?q=%00", owner],
        ["GET", "/de/admin/analytics?source=%00", owner],
        ["GET", "/admin/analytics.csv?table=pages&from=%00", owner],
        ["GET", "/admin/analytics.now?x=%00", owner],
        ["GET", "/admin/audit?page=%00", owner],
        ["GET", `/admin/leads/${leadId}/export?x=%01`, owner],
        ["GET", `/admin/join?token=${joinToken}%00`, null],
        ["GET", "/api/blog/posts?lang=de&q=%00", owner],
        ["POST", "/admin/leads/a%00b", owner],
        ["POST", "/de/admin/leads/a%00b/delete", owner],
      ];
      for (const [method, path, as] of requests) {
        const url = new URL(path, server.url);
        const response = await rawRequest(server.url, path, {
          method,
          headers: {
            Origin: server.url,
            ...(as?.cookie ? { Cookie: as.cookie } : {}),
            ...(method === "POST" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
          },
          ...(method === "POST" ? { body: "intent=status&status=new" } : {}),
        });
        await expectRefused(response, url, `${method} ${path}`);
      }
      const code = await browser(server.url, "203.0.113.63").post("/de/admin/login/code", { code: `12${NUL}3456` });
      await expectRefused(code, new URL("/de/admin/login/code", server.url), "sign-in code");
    });

    it("leaves no error and no stack trace in the log, and the store answers as before", async () => {
      const errors = server.errors().join("\n");
      expect(errors).not.toMatch(/\n\s+at |invalid byte sequence/);
      const failed = logLines(server.log()).filter((line) => line.level === "error" || Number(line.status) >= 500);
      expect(failed).toEqual([]);
      const refused = logLines(server.log()).filter((line) => line.msg === "control character refused");
      expect(refused.length).toBeGreaterThan(200);
      expect((await owner.get("/admin/leads")).status).toBe(200);
    });
  },
);
