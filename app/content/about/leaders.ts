/**
 * The two people the About page introduces (SPEC: a team of two leaders), in both languages. They are the page's
 * story, written about these two; the managing directors the Impressum names are configuration
 * (app/content/company.ts, COMPANY_FILE). A deployment whose leaders differ rewrites this page's copy with them.
 */
export const leaders = {
  ceo: { name: "Dr. Miriam Albers", initials: "MA" },
  cto: { name: "Jonas Petersen", initials: "JP" },
} as const;
