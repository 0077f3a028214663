/**
 * Ask and the dashboard group referring sites alike (issue 48): Ask's catalogue takes its groups from the table the
 * dashboard groups its sources panel by (app/lib/analytics/source-groups.ts), so "from Google" here is the Google
 * row there, hosts and all.
 */
import { describe, expect, it } from "vitest";
import { sourceGroupOf, sourceGroups } from "#app/lib/analytics/source-groups.ts";
import { dimensionTerms } from "#app/lib/ask/catalogue.ts";
import { storedMatches } from "#app/lib/ask/run.server.ts";

describe("the groups of referring sites", () => {
  it("are Ask's values of the source, each with the hosts the dashboard puts in it", () => {
    const askValues = dimensionTerms.source.values.map((value) => value.value);
    for (const group of sourceGroups) expect(askValues).toContain(group.name);
    const hosts = ["google.com", "google.de", "www.google.co.uk", "linkedin.com", "de.linkedin.com", "lnkd.in"];
    hosts.push("bing.com", "duckduckgo.com", "t.co", "x.com", "xing.com", "m.facebook.com", "github.com");
    for (const host of hosts) {
      const group = sourceGroupOf(host);
      expect(group, host).toBeDefined();
      expect(storedMatches("source", group!.name, host), `${host} in ${group!.name}`).toBe(true);
    }
    expect(sourceGroupOf("google.com")?.name).toBe("Google");
    expect(sourceGroupOf("google.de")?.name).toBe("Google");
    expect(sourceGroupOf("lnkd.in")?.name).toBe("LinkedIn");
  });

  it("leave a host of no group, and a direct visit, as they are", () => {
    for (const host of ["news.example", "notgoogle.com", "google.example.org", ""]) {
      expect(sourceGroupOf(host), host).toBeUndefined();
    }
  });
});
