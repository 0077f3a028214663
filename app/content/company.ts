/**
 * Facts about the company behind the site, in one place: the Impressum, the
 * privacy policy, the terms of service, the footer's copyright line, the About
 * page and the structured data (JSON-LD) all read them from here.
 *
 * PLACEHOLDERS: every value below is plausible but invented. Replace them with
 * the real register entry before the site goes live. The About page's bios
 * (app/content/about) call the two leaders by their first names; adjust them too.
 * - The phone number is from the block the Bundesnetzagentur keeps free for
 *   film and television in Hamburg (040 66969-xxx), so it rings nobody.
 * - The VAT id deliberately fails the check digit of German VAT ids, so it
 *   cannot belong to a real company.
 * - The e-mail domain is the reserved `.example`, like the default SITE_URL.
 */
export const company = {
  /** Registered name, as in the commercial register. */
  name: "Conversational BI GmbH",
  /** The product and brand the company trades under. */
  brand: "Conversational BI",
  address: {
    street: "Am Sandtorkai 27",
    postalCode: "20457",
    city: "Hamburg",
    /** ISO 3166-1 alpha-2, for structured data. */
    countryCode: "DE",
    country: { en: "Germany", de: "Deutschland" },
  },
  /** General enquiries. */
  email: "info@conversational-bi.example",
  /** Reports of security vulnerabilities (/.well-known/security.txt). */
  securityEmail: "security@conversational-bi.example",
  /** Data protection enquiries (privacy policy, requests under the GDPR). */
  privacyEmail: "privacy@conversational-bi.example",
  /** Display form and the form a `tel:` link dials. */
  phone: { display: "+49 40 66969-100", dial: "+494066969100" },
  register: { court: "Amtsgericht Hamburg", number: "HRB 171204" },
  /** Umsatzsteuer-Identifikationsnummer: DE followed by nine digits. */
  vatId: "DE318460275",
  /** The managing directors who represent the company; the About page introduces them as the team's leaders. */
  managingDirectors: [
    { name: "Dr. Miriam Albers", initials: "MA" },
    { name: "Jonas Petersen", initials: "JP" },
  ],
  /** Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV (a natural person with an address). */
  responsibleForContent: "Dr. Miriam Albers",
  foundingYear: 2021,
  /** The company's profiles elsewhere: linked from the footer, and named in the structured data on every page. */
  profiles: {
    x: "https://x.com/conversationalbi",
    linkedin: "https://www.linkedin.com/company/conversational-bi",
  },
} as const;

export type Company = typeof company;

/** The postal address as lines, the way it is printed on a letter. */
export function addressLines(language: "en" | "de"): string[] {
  const { address } = company;
  return [company.name, address.street, `${address.postalCode} ${address.city}`, address.country[language]];
}
