// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { heldValues } from "./held-values.ts";

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector("form")!;
}

describe("heldValues", () => {
  it("reads what the named fields hold, as the browser filled them: text, a text area, a ticked box", () => {
    const filled = form(
      `<input name="firstName"><textarea name="message"></textarea><input type="checkbox" name="privacyPolicy">` +
        `<input name="website" value="bot">`,
    );
    (filled.elements.namedItem("firstName") as HTMLInputElement).value = "Jana";
    (filled.elements.namedItem("message") as HTMLTextAreaElement).value = "Lieferzeiten, bitte.";
    (filled.elements.namedItem("privacyPolicy") as HTMLInputElement).checked = true;
    expect(heldValues(filled, ["firstName", "message", "privacyPolicy"])).toEqual({
      firstName: "Jana",
      message: "Lieferzeiten, bitte.",
      privacyPolicy: true,
    });
  });

  it("leaves out empty fields, an unticked box, names the form lacks, and no form at all", () => {
    const empty = form(`<input name="firstName"><input type="checkbox" name="privacyPolicy">`);
    expect(heldValues(empty, ["firstName", "privacyPolicy", "company"])).toEqual({});
    expect(heldValues(null, ["firstName"])).toEqual({});
  });
});
