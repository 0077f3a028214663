import { describe, expect, it } from "vitest";
import { compareVersions, diffLines, textBlocks } from "#app/lib/blog/editor/revision-diff.ts";

describe("comparing a post's revisions", () => {
  it("reads a body as its blocks' text, without markup", () => {
    expect(
      textBlocks(
        '<h2>Fragen &amp; Antworten</h2><p>Ein <a href="/x">Link</a>.</p><ul><li><p>Eins</p></li><li><p>Zwei</p></li></ul><img src="/a.png" alt="Diagramm">',
      ),
    ).toEqual(["Fragen & Antworten", "Ein Link.", "Eins", "Zwei", "[Diagramm]"]);
  });

  it("marks what was removed and what was added, keeping the order", () => {
    expect(diffLines(["A", "B", "C"], ["A", "C", "D"])).toEqual([
      { change: "same", text: "A" },
      { change: "removed", text: "B" },
      { change: "same", text: "C" },
      { change: "added", text: "D" },
    ]);
  });

  it("names each field that differs", () => {
    const earlier = { title: "Alt", author: "Jörg", summary: "S", content: "<p>Eins</p>", tags: ["a"] };
    const current = { ...earlier, title: "Neu", tags: ["a", "b"], content: "<p>Eins</p><p>Zwei</p>" };
    expect(compareVersions(earlier, current)).toEqual({
      fields: [
        { field: "title", before: "Alt", after: "Neu" },
        { field: "tags", before: "a", after: "a, b" },
      ],
      body: [
        { change: "same", text: "Eins" },
        { change: "added", text: "Zwei" },
      ],
    });
  });
});
