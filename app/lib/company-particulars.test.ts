import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EXAMPLE_PARTICULARS } from "#app/content/company.ts";
import { germanVatIdValid, particularsForBuild, type CompanyFile } from "#app/lib/company-particulars.ts";

/** A whole, plausible set as a deployer writes it (the VAT id passes its check digit; nobody's). */
const real: CompanyFile = {
  name: "Nordlicht Analytics GmbH",
  legalForm: "GmbH",
  address: { street: "Großer Burstah 1", postalCode: "20457", city: "Hamburg", countryCode: "DE" },
  register: { court: "Amtsgericht Hamburg", number: "HRB 123456" },
  vatId: "DE136695976",
  managingDirectors: ["Lena Schröder"],
  email: "kontakt@nordlicht-analytics.de",
  privacyEmail: "datenschutz@nordlicht-analytics.de",
  securityEmail: "security@nordlicht-analytics.de",
  phone: "+49 40 1234567-0",
  responsibleForContent: "Lena Schröder",
  hosting: { provider: "Hetzner Online GmbH", seat: "Gunzenhausen, Deutschland" },
};

function fileWith(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), "company-")), "company.json");
  writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
}

const PUBLIC = "https://www.nordlicht-analytics.de";

describe("the company's particulars at build time (COMPANY_FILE)", () => {
  it("checks a German VAT id by its check digit", () => {
    expect(germanVatIdValid("DE136695976")).toBe(true);
    expect(germanVatIdValid("DE136695975")).toBe(false);
    expect(germanVatIdValid(EXAMPLE_PARTICULARS.vatId)).toBe(false);
    expect(germanVatIdValid("DE12345678")).toBe(false);
  });

  it("takes a whole set for a public site, hosting and all", () => {
    const { particulars, problems } = particularsForBuild({ SITE_URL: PUBLIC, COMPANY_FILE: fileWith(real) }, true);
    expect(problems).toEqual([]);
    expect(particulars).toMatchObject({ name: real.name, vatId: real.vatId, phone: real.phone });
    expect(particulars.hosting).toEqual({
      kind: "provider",
      name: "Hetzner Online GmbH",
      seat: "Gunzenhausen, Deutschland",
    });
    const own = particularsForBuild({ SITE_URL: PUBLIC, COMPANY_FILE: fileWith({ ...real, hosting: "own" }) }, true);
    expect(own.particulars.hosting).toEqual({ kind: "own" });
  });

  it("stops a production build for a public address without a file, naming every example value", () => {
    const { problems } = particularsForBuild({ SITE_URL: PUBLIC }, true);
    expect(problems).toHaveLength(1);
    for (const field of [
      "address.street",
      "register.number",
      "vatId",
      "managingDirectors",
      "phone",
      "email",
      "privacyEmail",
      "securityEmail",
      "responsibleForContent",
      "hosting",
    ])
      expect(problems[0]).toContain(field);
    expect(problems[0]).toContain(PUBLIC);
  });

  it("names the example values a file kept, and only those", () => {
    const file = fileWith({ ...real, vatId: EXAMPLE_PARTICULARS.vatId, securityEmail: "security@nordlicht.example" });
    const [problem] = particularsForBuild({ SITE_URL: PUBLIC, COMPANY_FILE: file }, true).problems;
    expect(problem).toMatch(/example particulars of the company: vatId, securityEmail\./);
  });

  it("lets the example through where nobody sees it: development, the tests' .example and loopback origins", () => {
    expect(particularsForBuild({ SITE_URL: PUBLIC }, false).problems).toEqual([]);
    for (const SITE_URL of [
      undefined,
      "https://conversational-bi.example",
      "http://localhost:3000",
      "https://site.test",
    ])
      expect(particularsForBuild({ SITE_URL }, true).problems).toEqual([]);
  });

  it("refuses what no register would print, each with its field's name", () => {
    const problemsOf = (file: unknown) =>
      particularsForBuild({ SITE_URL: PUBLIC, COMPANY_FILE: fileWith(file) }, true).problems.join("\n");
    const malformed = problemsOf({
      ...real,
      phone: "040 1234567",
      email: "kontakt at nordlicht",
      managingDirectors: [],
      hosting: { provider: "Hetzner Online GmbH" },
    });
    for (const words of [
      "managingDirectors names nobody",
      "email is no e-mail address",
      "phone must be in international form",
      'hosting must be "own" or { "provider": …, "seat": … }',
    ])
      expect(malformed).toContain(words);
    // Well-formed, but wrong as a whole: each said at once too.
    const wrong = problemsOf({
      ...real,
      name: "Nordlicht Analytics",
      vatId: "DE136695975",
      address: { ...real.address, postalCode: "2045" },
    });
    for (const words of [
      "name must contain the legal form (GmbH)",
      "vatId fails the check digit",
      "address.postalCode must be 5 digits",
    ])
      expect(wrong).toContain(words);
  });

  it("says a file that cannot be read or is no JSON, naming it", () => {
    expect(particularsForBuild({ COMPANY_FILE: "/nowhere/company.json" }, true).problems).toEqual([
      "COMPANY_FILE /nowhere/company.json cannot be read.",
    ]);
    const file = fileWith("{ name: ");
    expect(particularsForBuild({ COMPANY_FILE: file }, true).problems).toEqual([`COMPANY_FILE ${file} is no JSON.`]);
  });
});

describe("vite.config.ts, as a production build loads it", () => {
  /** Loads the build's configuration in a process of its own (nothing is built), answering its exit and output. */
  function loadBuildConfig(env: Record<string, string>, command: "build" | "serve" = "build") {
    const script = `import { loadConfigFromFile } from "vite";
      await loadConfigFromFile({ command: "${command}", mode: "production" }, "vite.config.ts", undefined, "silent");`;
    return spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      cwd: join(import.meta.dirname, "..", ".."),
      env: { ...process.env, COMPANY_FILE: "", ...env },
      encoding: "utf8",
    });
  }

  it("stops for a public address with the example, naming each value, and takes a whole set", () => {
    const refused = loadBuildConfig({ SITE_URL: PUBLIC });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain(`The build for ${PUBLIC} would publish example particulars of the company`);
    expect(refused.stderr).toContain("register.number, vatId");
    const taken = loadBuildConfig({ SITE_URL: PUBLIC, COMPANY_FILE: fileWith(real) });
    expect(taken.stderr).toBe("");
    expect(taken.status).toBe(0);
    // The development server shows the example wherever it runs.
    expect(loadBuildConfig({ SITE_URL: PUBLIC }, "serve").status).toBe(0);
  }, 30_000);
});
