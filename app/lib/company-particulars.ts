/**
 * The company's particulars as the build reads them (vite.config.ts): from the JSON file COMPANY_FILE names, checked
 * by one schema, or the example (app/content/company.ts) when none is named. The pages that show them are
 * pre-rendered, so they are fixed at build time. A build for a public SITE_URL refuses example values, naming each:
 * a site must not go live with an invented register number by accident (§ 5 DDG). Decision 0069.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";
import { EXAMPLE_PARTICULARS, type CompanyParticulars } from "#app/content/company.ts";

/** A German VAT id's check digit (ISO 7064, MOD 11,10, as the Bundeszentralamt für Steuern computes it). */
export function germanVatIdValid(vatId: string): boolean {
  const match = /^DE(\d{9})$/.exec(vatId);
  if (!match) return false;
  const digits = match[1]!.split("").map(Number);
  let product = 10;
  for (const digit of digits.slice(0, 8)) {
    let sum = (digit + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = (11 - product) % 10;
  return check === digits[8];
}

/** "+49 40 123456-0": a plus, a country code, then digits in groups; 8 to 15 digits in all (E.164). */
const PHONE = /^\+[1-9][\d ()/-]+$/;
const phoneDigits = (phone: string) => phone.replace(/\D/g, "").length;

const text = (label: string, max = 120) =>
  z
    .string({ error: `${label} is missing` })
    .trim()
    .min(1, `${label} is empty`)
    .max(max, `${label} is longer than ${max} characters`);

const email = (label: string) => z.email({ error: `${label} is no e-mail address` });

const particularsSchema = z
  .object({
    name: text("name"),
    legalForm: text("legalForm", 40),
    address: z.object({
      street: text("address.street"),
      postalCode: text("address.postalCode", 12),
      city: text("address.city"),
      countryCode: z.string().regex(/^[A-Z]{2}$/, "address.countryCode must be two capital letters (ISO 3166-1)"),
    }),
    register: z.object({ court: text("register.court"), number: text("register.number", 40) }),
    vatId: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}[0-9A-Z+*]{2,12}$/, "vatId must be a country code and its number, without spaces"),
    managingDirectors: z.array(text("managingDirectors[]")).min(1, "managingDirectors names nobody"),
    email: email("email"),
    privacyEmail: email("privacyEmail"),
    securityEmail: email("securityEmail"),
    phone: z
      .string()
      .trim()
      .regex(PHONE, "phone must be in international form, e.g. +49 40 123456-0")
      .refine((phone) => phoneDigits(phone) >= 8 && phoneDigits(phone) <= 15, "phone must have 8 to 15 digits"),
    responsibleForContent: text("responsibleForContent"),
    hosting: z.union(
      [
        z.literal("own").transform(() => ({ kind: "own" as const })),
        z.object({ provider: text("hosting.provider"), seat: text("hosting.seat") }).transform((hosting) => ({
          kind: "provider" as const,
          name: hosting.provider,
          seat: hosting.seat,
        })),
      ],
      { error: 'hosting must be "own" or { "provider": …, "seat": … }' },
    ),
  })
  .superRefine(({ name, legalForm, vatId, address }, context) => {
    // § 4 GmbHG and its kin: the registered name carries the legal form.
    if (!name.includes(legalForm))
      context.addIssue({ code: "custom", message: `name must contain the legal form (${legalForm})` });
    // The example's VAT id fails its check digit on purpose; it is refused below as an example, not here.
    if (vatId.startsWith("DE") && vatId !== EXAMPLE_PARTICULARS.vatId && !germanVatIdValid(vatId))
      context.addIssue({ code: "custom", message: "vatId fails the check digit of German VAT ids" });
    if (address.countryCode === "DE" && !/^\d{5}$/.test(address.postalCode))
      context.addIssue({ code: "custom", message: "address.postalCode must be 5 digits" });
  });

/** A refusal as a deployer reads it: the field's name first, unless the message starts with it already. */
function issueText(issue: z.core.$ZodIssue): string {
  const where = issue.path.join(".");
  return !where || issue.message.startsWith(where) ? issue.message : `${where}: ${issue.message}`;
}

/** What COMPANY_FILE holds: the particulars, with `hosting` as "own" or `{ provider, seat }`. */
export type CompanyFile = z.input<typeof particularsSchema>;

/** Host names that are nobody's public site: loopback, and the names RFC 2606 and 6761 reserve. */
function isPublicOrigin(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname.replace(/\.$/, "");
  if (host === "localhost" || host === "[::1]" || /^127\./.test(host) || /^(10|192\.168)\./.test(host)) return false;
  if (/\.(example|test|invalid|localhost|local)$/.test(host)) return false;
  return !/(^|\.)example\.(com|net|org)$/.test(host);
}

/** The addresses that are examples by their domain: reserved names no real mailbox has. */
const RESERVED_MAIL_DOMAIN = /@(.+\.)?(example|test|invalid|localhost)$|@example\.(com|net|org)$/;

/** Each value of `particulars` that is still the example's, by its name in COMPANY_FILE. */
export function exampleValues(particulars: CompanyParticulars, viaFile: boolean): string[] {
  const example = EXAMPLE_PARTICULARS;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const found = [
    same(particulars.address.street, example.address.street) && "address.street",
    same(particulars.register.number, example.register.number) && "register.number",
    same(particulars.vatId, example.vatId) && "vatId",
    particulars.managingDirectors.some((person) => example.managingDirectors.includes(person)) && "managingDirectors",
    same(particulars.phone, example.phone) && "phone",
    ...(["email", "privacyEmail", "securityEmail"] as const).map(
      (field) => RESERVED_MAIL_DOMAIN.test(particulars[field]) && field,
    ),
    same(particulars.responsibleForContent, example.responsibleForContent) && "responsibleForContent",
    // Where the site runs is a fact of each deployment: without a file, "own servers" is only the example's word.
    !viaFile && "hosting",
  ];
  return found.filter((field): field is string => Boolean(field));
}

/**
 * The particulars for a build: from COMPANY_FILE (relative to the working directory) or the example; `problems`
 * names every value the schema refuses and, for a production build of a public SITE_URL, every example value.
 */
export function particularsForBuild(
  env: Record<string, string | undefined>,
  production: boolean,
): { particulars: CompanyParticulars; problems: string[] } {
  const file = env.COMPANY_FILE?.trim();
  let particulars = EXAMPLE_PARTICULARS;
  if (file) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(resolve(file), "utf8"));
    } catch (error) {
      const why = error instanceof SyntaxError ? "is no JSON" : "cannot be read";
      return { particulars, problems: [`COMPANY_FILE ${file} ${why}.`] };
    }
    const parsed = particularsSchema.safeParse(raw);
    if (!parsed.success)
      return {
        particulars,
        problems: parsed.error.issues.map((issue) => `COMPANY_FILE ${file}: ${issueText(issue)}.`),
      };
    particulars = parsed.data;
  }
  const siteUrl = env.SITE_URL?.trim() || "https://conversational-bi.example";
  const examples = production && isPublicOrigin(siteUrl) ? exampleValues(particulars, Boolean(file)) : [];
  const problems = examples.length
    ? [
        `The build for ${siteUrl} would publish example particulars of the company: ${examples.join(", ")}. ` +
          `Name the real ones in the JSON file COMPANY_FILE points to (docs/configuration.md, "The company").`,
      ]
    : [];
  return { particulars, problems };
}
