/**
 * Many instances, one PostgreSQL (issue 17): two server instances behind
 * Debian's nginx running deploy/nginx.conf. Whatever instance answers, a
 * visitor's form, a client's rate limit, an operator's session and a
 * published post are the same; a lead's e-mail goes out once; and a rolling
 * restart under load loses no acknowledged request.
 */
import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import contactDe from "#app/content/contact/de.ts";
import contactEn from "#app/content/contact/en.ts";
import { adminCli, cookieOf } from "../http/back-office-support.ts";
import { rawRequest } from "../http/http-client.ts";
import { clusterUnavailable, startCluster, type Cluster } from "./cluster.ts";
import { contactForm, field, fillValid, openForm } from "./contact.ts";
import { expect, test } from "./fixtures.ts";
import { clusterBaseURL, clusterPort } from "./servers.ts";

const unavailable = await clusterUnavailable();
test.skip(Boolean(unavailable), unavailable);
test.describe.configure({ mode: "serial" });
test.use({ baseURL: clusterBaseURL });

const OPERATOR = { email: "betrieb@example.com", password: "ein langes Passwort für den Betrieb" };
let cluster: Cluster;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  cluster = await startCluster(clusterPort, { CONTACT_RATE_LIMIT: "3", BLOG_STORE: "server" });
  const { code, output } = await adminCli("create", OPERATOR.email, OPERATOR.password, {
    DATABASE_URL: cluster.databaseUrl,
  });
  expect(code, output).toBe(0);
});
test.afterAll(async () => {
  await cluster?.stop();
});

const direct = (index: 0 | 1) => `http://localhost:${cluster.instances[index].port}`;

function contactJson(marker: string) {
  return JSON.stringify({
    firstName: "Jana",
    lastName: "Petersen",
    company: `Elbwerk ${marker}`,
    email: `jana.${marker}@elbwerk.de`,
    message: "Wir möchten Liefertermine nach Region auswerten.",
    privacyPolicy: true,
  });
}

test("the contact form works through the balancer with JavaScript", async ({ page }) => {
  await openForm(page, "/de");
  const email = `cluster-js-${Date.now()}@elbwerk.de`;
  await fillValid(page, contactDe.form, email);
  await contactForm(page).getByRole("button", { name: contactDe.form.submit }).click();
  await expect(page.getByTestId("toast")).toContainText(contactDe.form.success.title);
  expect(await cluster.query("SELECT 1 FROM contact_requests WHERE email = $1", [email])).toHaveLength(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form's outcome shows through the balancer", async ({ page }) => {
    await page.goto("/#contact");
    await fillValid(page, contactEn.form, `cluster-nojs-${Date.now()}@elbwerk.de`);
    await contactForm(page).getByRole("button", { name: contactEn.form.submit }).click();
    await expect(page.getByTestId("contact-outcome")).toContainText(contactEn.form.success.description);
  });

  test("the outcome shows when the redirect lands on the other instance, with what was typed", async ({
    page,
    problems,
  }) => {
    // This test opens the instances themselves, behind the balancer's back.
    problems.allow(/^request to another origin: http:\/\/localhost:\d+\//);
    // Posted to the first instance, its redirect followed on the second: deterministic, unlike round robin.
    const posted = await rawRequest(direct(0), "/api/contact?lang=de", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: clusterBaseURL },
      body: new URLSearchParams({ firstName: "Jörg", email: "kein-gültiger-wert" }).toString(),
    });
    expect(posted.status).toBe(303);
    const location = posted.headers.location!;
    expect(location).toMatch(/^\/de\?contact=[\w-]+#contact$/);
    await page.goto(`${direct(1)}${location}`);
    await expect(page.getByTestId("contact-outcome")).toContainText(contactDe.form.errorSummary);
    await expect(field(page, contactDe.form, "firstName")).toHaveValue("Jörg");
    await expect(field(page, contactDe.form, "email")).toHaveValue("kein-gültiger-wert");
    // Read once: the token is spent on whichever instance.
    await page.goto(`${direct(0)}${location}`);
    await expect(page.getByTestId("contact-outcome")).toHaveCount(0);
  });
});

test("a client's rate limit holds across both instances", async () => {
  const client = "198.51.100.23"; // the address the balancer saw (TRUST_PROXY=1 believes its entry)
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 4; attempt++) {
    const response = await rawRequest(direct((attempt % 2) as 0 | 1), "/api/contact?lang=de", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
      body: contactJson(randomUUID()),
    });
    statuses.push(response.status);
    if (response.status === 429) expect(Number(response.headers["retry-after"])).toBeGreaterThan(500);
  }
  expect(statuses).toEqual([201, 201, 201, 429]);
});

test("an operator's session works on both instances, and ends on both", async () => {
  const login = await rawRequest(direct(0), "/de/admin/login", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: clusterBaseURL },
    body: new URLSearchParams(OPERATOR).toString(),
  });
  expect(login.status).toBe(303);
  const cookie = cookieOf(login)!;
  for (const index of [0, 1] as const) {
    const inbox = await rawRequest(direct(index), "/de/admin/leads", { headers: { Cookie: cookie } });
    expect(inbox.status).toBe(200);
    expect(inbox.body).toContain(OPERATOR.email);
  }
  const logout = await rawRequest(direct(1), "/de/admin/logout", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: clusterBaseURL, Cookie: cookie },
    body: "",
  });
  expect(logout.status).toBe(303);
  const after = await rawRequest(direct(0), "/de/admin/leads", { headers: { Cookie: cookie } });
  expect(after.status).toBe(302);
  expect(after.headers.location).toMatch(/^\/de\/admin\/login/);
});

test("a post published through one instance is served by the other within 5 s", async () => {
  const title = `Grüße aus dem Cluster ${Date.now()}`;
  // The other instance has the German list cached before the change.
  expect((await rawRequest(direct(1), "/de/blog")).body).not.toContain(title);
  const session = await rawRequest(direct(0), "/api/blog/session?lang=de", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: clusterBaseURL },
    body: JSON.stringify(OPERATOR),
  });
  expect(session.status, session.body).toBe(200);
  const created = await rawRequest(direct(0), "/api/blog/posts?lang=de", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: clusterBaseURL, Cookie: cookieOf(session)! },
    body: JSON.stringify({
      title,
      author: "Jörg Weiß",
      summary: "Zwei Instanzen, eine Datenbank, ein Blog.",
      content: "<p>Veröffentlicht auf der einen, gelesen auf der anderen.</p>",
      tags: "Betrieb",
      status: "published",
    }),
  });
  expect(created.status, created.body).toBe(201);
  const publishedAt = Date.now();
  await expect
    .poll(async () => (await rawRequest(direct(1), "/de/blog")).body.includes(title), {
      timeout: 5_000,
      intervals: [100],
    })
    .toBe(true);
  test
    .info()
    .annotations.push({ type: "seen on the other instance after", description: `${Date.now() - publishedAt} ms` });
});

test("each lead's e-mail is sent once, whichever instance's worker takes it", async () => {
  const markers = Array.from({ length: 6 }, () => randomUUID().slice(0, 8));
  await Promise.all(
    // Through the balancer, each from an address of its own (the balancer's view is what counts).
    markers.map((marker, index) =>
      post(`127.2.0.${index + 1}`, randomUUID(), contactJson(marker)).then((response) =>
        expect(response.status).toBe(201),
      ),
    ),
  );
  const mentions = (marker: string) => cluster.smtp.received.filter((mail) => mail.text?.includes(marker)).length;
  await expect.poll(() => markers.map(mentions), { timeout: 15_000 }).toEqual(markers.map(() => 1));
  // Both workers had time to take a row twice: none did.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(markers.map(mentions)).toEqual(markers.map(() => 1));
});

/** A visitor's submission through nginx from an address of its own, retried with its key until answered. */
async function submitUntilAnswered(localAddress: string, stats: LoadStats): Promise<string | undefined> {
  const key = randomUUID();
  const body = contactJson(randomUUID().slice(0, 8));
  for (let attempt = 0; attempt < 30; attempt++) {
    const answer = await post(localAddress, key, body).catch((error: Error) => ({ status: 0, body: error.message }));
    if (answer.status === 201) return (JSON.parse(answer.body) as { id: string }).id;
    if (answer.status >= 500) stats.serverErrors.push(answer.status);
    else if (answer.status === 0) stats.networkErrors++;
    else {
      stats.refused.push(answer.status);
      return undefined;
    }
    stats.retries++;
    // As a careful client would: wait until the site says it is ready again, then send the same request again.
    await expect.poll(async () => (await fetch(`${clusterBaseURL}/readyz`).catch(() => undefined))?.status).toBe(200);
  }
  return undefined;
}

function post(localAddress: string, key: string, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: clusterPort,
        path: "/api/contact?lang=de",
        method: "POST",
        localAddress,
        agent: false,
        headers: { "Content-Type": "application/json", "Idempotency-Key": key },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error("timeout")));
    request.on("error", reject);
    request.end(body);
  });
}

async function rowCount(): Promise<number> {
  return Number((await cluster.query<{ n: string }>("SELECT count(*) AS n FROM contact_requests"))[0]!.n);
}

type LoadStats = { retries: number; networkErrors: number; serverErrors: number[]; refused: number[] };

test("a rolling restart under 200 concurrent submissions loses no acknowledged request", async () => {
  test.setTimeout(120_000);
  const stats: LoadStats = { retries: 0, networkErrors: 0, serverErrors: [], refused: [] };
  const rowsBefore = await rowCount();
  const acknowledged: string[] = [];
  let next = 0;
  let restarting = true;
  // Every submission comes from an address of its own (127.1.x.y), as visitors do: no rate limit is hit.
  const address = (n: number) => `127.1.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  const started = Date.now();
  const clients = Array.from({ length: 200 }, async () => {
    while (restarting) {
      const id = await submitUntilAnswered(address(next++), stats);
      if (id) acknowledged.push(id);
    }
  });

  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const exits: (number | null)[] = [];
  for (const index of [0, 1] as const) {
    exits.push(await cluster.stopInstance(index));
    await cluster.startInstance(index);
    // nginx skips an instance for fail_timeout (5 s) after it refused a connection: a careful deploy waits that long.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
  }
  restarting = false;
  await Promise.all(clients);
  const seconds = (Date.now() - started) / 1000;

  expect(exits).toEqual([0, 0]);
  const stored = new Set(
    (
      await cluster.query<{ id: string }>("SELECT id FROM contact_requests WHERE id = ANY($1::uuid[])", [acknowledged])
    ).map((row) => row.id),
  );
  const lost = acknowledged.filter((id) => !stored.has(id));
  // Nothing stored twice either (nginx resends a request an instance reset; its Idempotency-Key keeps it one).
  const storedDuringLoad = (await rowCount()) - rowsBefore;
  const figures = {
    submissions: next,
    acknowledged: acknowledged.length,
    lost: lost.length,
    serverErrors: stats.serverErrors.length,
    networkErrors: stats.networkErrors,
    retries: stats.retries,
    seconds: Math.round(seconds * 10) / 10,
    perSecond: Math.round(acknowledged.length / seconds),
  };
  console.log(`rolling restart: ${JSON.stringify(figures)}`);
  test.info().annotations.push({ type: "rolling restart", description: JSON.stringify(figures) });
  expect(acknowledged.length).toBeGreaterThan(200);
  expect(lost).toEqual([]);
  expect(storedDuringLoad).toBe(acknowledged.length);
  expect(stats.serverErrors).toEqual([]);
  expect(stats.refused).toEqual([]);
});
