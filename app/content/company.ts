/**
 * The company behind the site: the particulars the law asks a provider to name (§ 5 DDG, Art. 13 GDPR), which the
 * Impressum, the privacy policy, the terms of service, the footer, security.txt and the structured data (JSON-LD)
 * read from here.
 *
 * They are configuration, not copy: a deployment names its own in a JSON file (COMPANY_FILE, read at build time
 * through app/lib/company-particulars.ts and baked into the pre-rendered pages; docs/configuration.md). Without one,
 * the EXAMPLE below stands in, and a production build for a public SITE_URL refuses it and names each example value.
 */
import type { Locale } from "#app/i18n/locales.ts";

/** Where the site and its database run: on the company's own servers, or at a hosting provider (a processor). */
export type Hosting = { kind: "own" } | { kind: "provider"; name: string; seat: string };

/** The particulars as a deployment configures them (COMPANY_FILE), before anything is derived from them. */
export type CompanyParticulars = {
  /** Registered name, as in the commercial register, with its legal form ("Conversational BI GmbH"). */
  name: string;
  /** The legal form on its own ("GmbH"), for the structured data. */
  legalForm: string;
  address: { street: string; postalCode: string; city: string; /** ISO 3166-1 alpha-2 */ countryCode: string };
  register: { court: string; number: string };
  /** Umsatzsteuer-Identifikationsnummer (DE and nine digits, the last a check digit). */
  vatId: string;
  /** The managing directors who represent the company. */
  managingDirectors: string[];
  /** General enquiries. */
  email: string;
  /** Data protection enquiries (privacy policy, requests under the GDPR). */
  privacyEmail: string;
  /** Reports of security vulnerabilities (/.well-known/security.txt). */
  securityEmail: string;
  /** International form, as printed ("+49 40 123456-0"). */
  phone: string;
  /** Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: a natural person, reached at the company's address. */
  responsibleForContent: string;
  hosting: Hosting;
};

/**
 * EXAMPLE particulars, plausible and invented, so that a development build and the tests have a whole company to
 * show. None may reach a public site (app/lib/company-particulars.ts refuses them for a public SITE_URL):
 * - the phone number is from the block the Bundesnetzagentur keeps free for film and television in Hamburg
 *   (040 66969-xxx), so it rings nobody;
 * - the VAT id fails the check digit of German VAT ids, so it cannot belong to a real company;
 * - the e-mail domain is the reserved `.example`, like the default SITE_URL.
 */
export const EXAMPLE_PARTICULARS: CompanyParticulars = {
  name: "Conversational BI GmbH",
  legalForm: "GmbH",
  address: { street: "Am Sandtorkai 27", postalCode: "20457", city: "Hamburg", countryCode: "DE" },
  register: { court: "Amtsgericht Hamburg", number: "HRB 171204" },
  vatId: "DE318460275",
  managingDirectors: ["Dr. Miriam Albers", "Jonas Petersen"],
  email: "info@conversational-bi.example",
  privacyEmail: "privacy@conversational-bi.example",
  securityEmail: "security@conversational-bi.example",
  phone: "+49 40 66969-100",
  responsibleForContent: "Dr. Miriam Albers",
  hosting: { kind: "own" },
};

/** The particulars this build was made with (vite.config.ts); Node alone (scripts, unit tests) gets the example. */
const particulars: CompanyParticulars =
  (import.meta as { env?: Partial<ImportMetaEnv> }).env?.COMPANY_PARTICULARS ?? EXAMPLE_PARTICULARS;

/** The particulars with what the pages derive from them: the brand, the number a `tel:` link dials, country names. */
export const company = {
  ...particulars,
  /** The product and brand the company trades under. */
  brand: "Conversational BI",
  address: { ...particulars.address, country: countryNames(particulars.address.countryCode) },
  phone: { display: particulars.phone, dial: dialable(particulars.phone) },
  foundingYear: 2021,
  /** The company's profiles elsewhere: linked from the footer, and named in the structured data on every page. */
  profiles: {
    x: "https://x.com/conversationalbi",
    linkedin: "https://www.linkedin.com/company/conversational-bi",
  },
};

export type Company = typeof company;

/** "+49 40 66969-100" as a `tel:` link dials it: "+494066969100". */
export function dialable(phone: string): string {
  return `+${phone.replace(/\D/g, "")}`;
}

/** The country's name in each language, from its code (the runtime's own list: no table to keep). */
function countryNames(code: string): Record<Locale, string> {
  const name = (locale: Locale) => new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  return { en: name("en"), de: name("de") };
}

/** The postal address as lines, the way it is printed on a letter. */
export function addressLines(language: Locale): string[] {
  const { address } = company;
  return [company.name, address.street, `${address.postalCode} ${address.city}`, address.country[language]];
}
