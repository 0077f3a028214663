import { describe, expect, it } from "vitest";
import { buildSecurityTxt } from "#app/lib/seo/security-txt.ts";

describe("buildSecurityTxt", () => {
  const text = buildSecurityTxt("https://www.example.com", new Date("2026-11-23T15:30:00Z"));
  const fields = Object.fromEntries(
    text
      .trim()
      .split("\n")
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]),
  );

  it("has the fields RFC 9116 asks for, and the languages we answer in", () => {
    expect(fields).toEqual({
      Contact: "mailto:security@conversational-bi.example",
      Expires: "2027-11-18T00:00:00Z",
      "Preferred-Languages": "en, de",
      Canonical: "https://www.example.com/.well-known/security.txt",
    });
  });

  it("expires less than a year after it was made", () => {
    const days = (Date.parse(fields.Expires!) - Date.parse("2026-11-23T15:30:00Z")) / 86_400_000;
    expect(days).toBeGreaterThan(300);
    expect(days).toBeLessThan(365);
  });
});
