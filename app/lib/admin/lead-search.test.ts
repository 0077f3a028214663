import { describe, expect, it } from "vitest";
import {
  foldForSearch,
  hiddenMatch,
  matchedFields,
  phoneDigits,
  searchNeedles,
  type SearchedLead,
} from "#app/lib/admin/lead-search.ts";

const lead = (overrides: Partial<SearchedLead> = {}): SearchedLead => ({
  firstName: "Käthe",
  lastName: "Schröder",
  company: "Große Straße KG",
  email: "k.schroeder@example.de",
  phone: "+49 (0)40 / 98 76-54",
  message: "Bitte rufen Sie mich wegen der Auswertung für Ærø zurück.",
  ...overrides,
});

describe("what the lead search looks for", () => {
  it("folds case, accents, umlauts and the letters spelled out", () => {
    expect(["Schröder", "SCHRÖDER", "José", "Straße", "STRAẞE", "Ærø", "Łódź", "Þór"].map(foldForSearch)).toEqual([
      "schroder",
      "schroder",
      "jose",
      "strasse",
      "strasse",
      "aero",
      "lodz",
      "thor",
    ]);
    // Letters of other scripts keep their marks (й is no и): only Latin letters lose theirs.
    expect(foldForSearch("Йорк")).toBe("йорк");
  });

  it("looks for the spelling without umlauts too, and for a phone number's digits", () => {
    expect(searchNeedles("Schroeder")).toEqual(["schroeder", "schroder"]);
    expect(searchNeedles(" Müller ")).toEqual(["muller"]);
    expect(searchNeedles("040 98")).toEqual(["040 98", "04098"]);
    expect(searchNeedles("+49 40 98")).toEqual(["+49 40 98", "04098"]);
    expect(searchNeedles("0049 (0)40 98")).toEqual(["0049 (0)40 98", "04098"]);
    // Too few digits, or letters: no phone number.
    expect(searchNeedles("04")).toEqual(["04"]);
    expect(searchNeedles("Büro 040")).toEqual(["buro 040"]);
    // A spelling without digraphs shorter than the index's trigrams is left out of an indexed search ("oel" stays).
    expect(searchNeedles("oel")).toEqual(["oel"]);
    expect(searchNeedles("oe")).toEqual(["oe", "o"]);
    expect(phoneDigits("+44 20 7946 0018")).toBe("442079460018");
    expect(phoneDigits("0044 20 7946")).toBe("44207946");
  });

  it("names the fields it finds something in", () => {
    expect(matchedFields(lead(), searchNeedles("schroder"))).toEqual(["name", "email"]);
    expect(matchedFields(lead(), searchNeedles("grosse strasse"))).toEqual(["company"]);
    expect(matchedFields(lead(), searchNeedles("+49 40 98 76"))).toEqual(["phone"]);
    expect(matchedFields(lead(), searchNeedles("aero"))).toEqual(["message"]);
    expect(matchedFields(lead({ phone: undefined }), searchNeedles("040"))).toEqual([]);
  });
});

describe("what a row says of a match it does not show", () => {
  it("shows the phone number or the words around the match in the message, the match marked", () => {
    expect(hiddenMatch(lead(), "schroder")).toBeUndefined();
    expect(hiddenMatch(lead(), "040 98")).toEqual({
      field: "phone",
      before: "+49 (0)40 / 98 76-54",
      match: "",
      after: "",
    });
    expect(hiddenMatch(lead(), "98 76")).toEqual({
      field: "phone",
      before: "+49 (0)40 / ",
      match: "98 76",
      after: "-54",
    });
    expect(hiddenMatch(lead(), "AUSWERTUNG FUR")).toEqual({
      field: "message",
      before: "Bitte rufen Sie mich wegen der ",
      match: "Auswertung für",
      after: " Ærø zurück.",
    });
    // A folded letter longer than itself (æ as ae) is marked whole.
    expect(hiddenMatch(lead(), "aero")?.match).toBe("Ærø");
    const long = lead({ message: `${"Vorweg. ".repeat(10)}Rückruf bitte.${" Danach.".repeat(10)}` });
    expect(hiddenMatch(long, "ruckruf")).toMatchObject({ match: "Rückruf" });
    expect(hiddenMatch(long, "ruckruf")!.before).toMatch(/^….{40}$/);
    expect(hiddenMatch(long, "ruckruf")!.after).toMatch(/^.{40}…$/);
  });
});
