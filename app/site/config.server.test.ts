import { describe, expect, it } from "vitest";
import {
  backOfficeConfig,
  checkServerEnvironment,
  ConfigError,
  siteOriginFrom,
  totpKeySource,
  trustedProxiesFrom,
} from "#app/site/config.server.ts";
import { modelHostForPolicy } from "#app/lib/ask/model-host.ts";

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    checkServerEnvironment(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("checkServerEnvironment", () => {
  it("starts with nothing set, with the defaults", () => {
    expect(checkServerEnvironment({})).toEqual({
      port: 3000,
      metricsPort: undefined,
      trustedProxies: 0,
      shutdownDelayMs: 1000,
    });
  });

  it("reads what an operator behind a proxy sets", () => {
    const settings = checkServerEnvironment({
      PORT: "8080",
      METRICS_PORT: "9464",
      TRUST_PROXY: "1",
      SITE_URL: "https://www.example.de",
      DATABASE_URL: "postgres://site:secret@db:5432/site",
      TOTP_ENCRYPTION_KEY: "a".repeat(64),
      SHUTDOWN_DELAY_SECONDS: "5",
    });
    expect(settings).toEqual({ port: 8080, metricsPort: 9464, trustedProxies: 1, shutdownDelayMs: 5000 });
  });

  it("refuses a value it cannot read, naming the variable, the value and the fix", () => {
    const [problem] = problemsOf({ TRUST_PROXY: "yes-please" });
    expect(problem).toMatch(/^TRUST_PROXY must be true, false or the number of proxies/);
    expect(problem).toContain('got "yes-please"');
  });

  it("refuses an http SITE_URL except on this machine", () => {
    expect(problemsOf({ SITE_URL: "http://www.example.de" })[0]).toMatch(
      /SITE_URL must be the site's public https:\/\//,
    );
    expect(problemsOf({ SITE_URL: "http://localhost:8080" })).toEqual([]);
    expect(problemsOf({ SITE_URL: "not a url" })).toHaveLength(1);
  });

  it("takes the TOTP key as 64 hex digits or base64, and refuses anything else without repeating it", () => {
    const bytes = Buffer.from("0123456789abcdef0123456789abcdef");
    for (const key of [bytes.toString("hex"), bytes.toString("base64"), bytes.toString("base64url")]) {
      expect(problemsOf({ TOTP_ENCRYPTION_KEY: key })).toEqual([]);
      expect(totpKeySource({ TOTP_ENCRYPTION_KEY: ` ${key}\n` })).toEqual({ from: "environment", bytes });
    }
    for (const key of ["hunter2-hunter2", "ab".repeat(31), Buffer.alloc(31).toString("base64"), "z".repeat(64)]) {
      const problems = problemsOf({ TOTP_ENCRYPTION_KEY: key });
      expect(problems).toEqual([
        "TOTP_ENCRYPTION_KEY must be 32 random bytes as 64 hex digits or base64, e.g. the output of openssl rand -hex 32.",
      ]);
      expect(() => totpKeySource({ TOTP_ENCRYPTION_KEY: key })).toThrow(ConfigError);
    }
  });

  it("needs the TOTP key in the environment with PostgreSQL (many instances share it); on SQLite a file will do", () => {
    const problems = problemsOf({ DATABASE_URL: "postgres://site:secret@db:5432/site" });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^TOTP_ENCRYPTION_KEY must be set when DATABASE_URL is/);
    expect(problems[0]).not.toContain("secret@");
    expect(() => totpKeySource({ DATABASE_URL: "postgres://db/site" })).toThrow(/TOTP_ENCRYPTION_KEY must be set/);
    expect(totpKeySource({ DATA_DIR: "/srv/site" })).toEqual({ from: "data-dir", dataDir: "/srv/site" });
  });

  it("never repeats a secret it refuses", () => {
    const problems = problemsOf({ DATABASE_URL: "mysql://root:hunter2@db/site", SMTP_URL: "http://u:hunter2@mail" });
    expect(problems.join(" ")).toMatch(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(problems.join(" ")).toMatch(/SMTP_URL must be an smtp:\/\//);
    expect(problems.join(" ")).not.toContain("hunter2");
  });

  it("lists every problem at once, also those of the back office and the rate limit", () => {
    const problems = problemsOf({
      PORT: "eighty",
      METRICS_PORT: "70000",
      CONTACT_RATE_LIMIT: "-1",
      LEAD_RETENTION_DAYS: "forever",
      AUDIT_RETENTION_DAYS: "7",
      ANALYTICS: "maybe",
      ANALYTICS_RETENTION_DAYS: "0",
      BLOG_STORE: "cloud",
      SHUTDOWN_DELAY_SECONDS: "600",
      SALES_LOCALE: "fr",
    });
    for (const name of [
      "PORT",
      "METRICS_PORT",
      "CONTACT_RATE_LIMIT",
      "LEAD_RETENTION_DAYS",
      "AUDIT_RETENTION_DAYS",
      "ANALYTICS",
      "ANALYTICS_RETENTION_DAYS",
      "BLOG_STORE",
      "SHUTDOWN_DELAY_SECONDS",
      "SALES_LOCALE",
    ])
      expect(problems.some((problem) => problem.startsWith(name))).toBe(true);
  });

  it("takes the lead e-mail's language from SALES_LOCALE, German unless set, and names a value it cannot use", () => {
    expect(problemsOf({ SALES_LOCALE: "fr" })).toEqual(['SALES_LOCALE must be "de" or "en"; got "fr".']);
    expect(problemsOf({ SALES_LOCALE: "EN" })).toEqual([]);
    const mail = (env: NodeJS.ProcessEnv) =>
      backOfficeConfig(
        { SMTP_URL: "smtp://localhost:2525", SALES_EMAIL: "sales@example.com", ...env },
        "https://conversational-bi.example",
      ).notifications.email?.locale;
    expect([mail({}), mail({ SALES_LOCALE: "en" })]).toEqual(["de", "en"]);
  });

  it("names the variables e-mail still needs when it is off, for the inbox to say (issue 49, item 8)", () => {
    const unset = (env: NodeJS.ProcessEnv) =>
      backOfficeConfig(env, "https://conversational-bi.example").notifications.emailUnset;
    expect(unset({})).toEqual(["SMTP_URL", "SALES_EMAIL"]);
    expect(unset({ SALES_EMAIL: "sales@example.com" })).toEqual(["SMTP_URL"]);
    expect(unset({ SMTP_URL: "smtp://localhost:2525", SALES_EMAIL: "sales@example.com" })).toBeUndefined();
    // SMTP_URL without SALES_EMAIL does not start: the server says which is missing.
    expect(problemsOf({ SMTP_URL: "smtp://localhost:2525" })).toEqual([
      "SALES_EMAIL is not set: set it to the address that receives new leads, or unset SMTP_URL.",
    ]);
  });

  it("keeps metrics off the site's own port", () => {
    expect(problemsOf({ PORT: "3000", METRICS_PORT: "3000" })[0]).toMatch(/METRICS_PORT must differ from PORT/);
  });
});

describe("Ask's language model (ASK_LLM_URL, ASK_LLM_MODEL, ASK_LLM_KEY)", () => {
  const askModel = (env: NodeJS.ProcessEnv) => backOfficeConfig(env, "https://www.example.de").askModel;

  it("is off unless both the endpoint and the model are set", () => {
    expect(askModel({})).toBeUndefined();
    expect(askModel({ ASK_LLM_MODEL: "llama3.1:8b" })).toBeUndefined();
    expect(
      askModel({ ASK_LLM_URL: "http://127.0.0.1:11434/v1/chat/completions", ASK_LLM_MODEL: "llama3.1:8b" }),
    ).toEqual({ url: "http://127.0.0.1:11434/v1/chat/completions", model: "llama3.1:8b" });
    expect(
      askModel({ ASK_LLM_URL: "https://llm.example.com/v1/chat/completions", ASK_LLM_MODEL: "m", ASK_LLM_KEY: "sk-1" })
        ?.key,
    ).toBe("sk-1");
  });

  it("stops the start on an endpoint it cannot use, naming the fix and never repeating the key", () => {
    expect(problemsOf({ ASK_LLM_URL: "localhost:11434", ASK_LLM_MODEL: "m" })[0]).toMatch(
      /^ASK_LLM_URL must be the http:\/\/ or https:\/\/ address of an OpenAI-compatible chat endpoint/,
    );
    expect(problemsOf({ ASK_LLM_URL: "ftp://llm.example.com/", ASK_LLM_MODEL: "m" })).toHaveLength(1);
    expect(
      problemsOf({ ASK_LLM_URL: "https://me:sk-secret@llm.example.com/v1/chat/completions", ASK_LLM_MODEL: "m" }),
    ).toEqual(["ASK_LLM_URL must not hold a user name or password: put a token in ASK_LLM_KEY."]);
    expect(problemsOf({ ASK_LLM_URL: "http://127.0.0.1:11434/v1/chat/completions" })[0]).toMatch(
      /^ASK_LLM_MODEL is not set/,
    );
    const key = "sk-secret\nX-Injected: 1";
    const problems = problemsOf({ ASK_LLM_URL: "http://127.0.0.1:1/", ASK_LLM_MODEL: "m", ASK_LLM_KEY: key });
    expect(problems).toEqual(["ASK_LLM_KEY must be one line without control characters."]);
    expect(problems.join(" ")).not.toContain("sk-secret");
  });
});

describe("where the language model lives, as the privacy policy says it", () => {
  it("names no host for this machine or an unset or unreadable URL, and the host of any other", () => {
    for (const raw of [undefined, "", "not a url", "http://127.0.0.1:11434/v1/chat/completions", "http://127.8.9.1/"])
      expect(modelHostForPolicy(raw), String(raw)).toBe("");
    for (const raw of ["http://[::1]:11434/v1", "http://localhost:11434/v1/chat/completions"])
      expect(modelHostForPolicy(raw), raw).toBe("");
    expect(modelHostForPolicy("https://llm.example.com/v1/chat/completions")).toBe("llm.example.com");
    expect(modelHostForPolicy("http://10.0.0.7:11434/v1/chat/completions")).toBe("10.0.0.7");
    expect(modelHostForPolicy("http://localhost.example.com/")).toBe("localhost.example.com");
  });
});

describe("trustedProxiesFrom", () => {
  it("reads off, on and a number of proxies", () => {
    for (const off of [undefined, "", "0", "false", "no", "OFF"]) expect(trustedProxiesFrom(off)).toBe(0);
    for (const on of ["true", "1", "yes", "on", "TRUE"]) expect(trustedProxiesFrom(on)).toBe(1);
    expect(trustedProxiesFrom("2")).toBe(2);
  });

  it("refuses what it cannot read, instead of guessing", () => {
    for (const wrong of ["maybe", "-1", "1.5", "loopback", "11"]) expect(trustedProxiesFrom(wrong)).toBeUndefined();
  });
});

describe("siteOriginFrom", () => {
  it("takes the origin of SITE_URL, without a path or a slash, and has a default for a build without it", () => {
    expect(siteOriginFrom(" https://www.example.de/some/path ")).toBe("https://www.example.de");
    expect(siteOriginFrom(undefined)).toBe("https://conversational-bi.example");
  });

  it("stops with the variable's name when it is no URL", () => {
    expect(() => siteOriginFrom("www.example.de")).toThrow(/^SITE_URL must be an absolute URL.*"www\.example\.de"/);
  });
});
