import { describe, expect, it } from "vitest";
import { escapeMarkup } from "#app/lib/text/escape-markup.ts";

describe("escapeMarkup", () => {
  it("escapes every character that could end text or a quoted attribute, in HTML and XML", () => {
    expect(escapeMarkup(`a < b & c > d "e" 'f'`)).toBe("a &lt; b &amp; c &gt; d &quot;e&quot; &#39;f&#39;");
  });

  it("leaves other text, umlauts included, as it is", () => {
    expect(escapeMarkup("Größe – Äpfel")).toBe("Größe – Äpfel");
  });
});
