import { company } from "#app/content/company.ts";

/** RFC 9116 asks for an expiry less than a year ahead, so a file nobody maintains stops being believed. */
export const SECURITY_TXT_VALID_DAYS = 360;

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability, in
 * which languages, until when this holds, and where the file officially lives.
 */
export function buildSecurityTxt(siteUrl: string, now: Date): string {
  const expires = new Date(now.getTime() + SECURITY_TXT_VALID_DAYS * 24 * 60 * 60 * 1000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: mailto:${company.securityEmail}`,
    `Expires: ${expires.toISOString().replace(".000Z", "Z")}`,
    "Preferred-Languages: en, de",
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    "",
  ].join("\n");
}
