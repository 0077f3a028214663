import { describe, expect, it } from "vitest";
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
});
