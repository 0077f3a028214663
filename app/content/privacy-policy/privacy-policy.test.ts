import { describe, expect, it } from "vitest";
import { LEAD_RETENTION_DAYS } from "#app/content/legal.ts";
import { storageKeys } from "#app/lib/storage.ts";
import de from "#app/content/privacy-policy/de.ts";
import en from "#app/content/privacy-policy/en.ts";

describe("privacy policy", () => {
  it.each([
    ["en", en],
    ["de", de],
  ])("(%s) names every key the site keeps in the browser", (_, policy) => {
    const text = JSON.stringify(policy);
    for (const key of Object.values(storageKeys)) expect(text, key).toContain(`\`${key}\``);
  });

  it("states how long a contact request is kept, as the server keeps it (LEAD_RETENTION_DAYS)", () => {
    expect(JSON.stringify(en)).toContain(`for ${LEAD_RETENTION_DAYS} days after we received it`);
    expect(JSON.stringify(de)).toContain(`${LEAD_RETENTION_DAYS} Tage ab ihrem Eingang`);
    expect(LEAD_RETENTION_DAYS).toBe(365);
  });
});
