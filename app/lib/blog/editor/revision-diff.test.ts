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
      differs: ["title", "tags", "body"],
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

  it("names what differs, so that a changed title never reads as no change (issue 48)", () => {
    const earlier = {
      title: "Alt",
      author: "Jörg",
      summary: "S",
      content: '<p>Ein <a href="/a">Link</a>.</p>',
      tags: [],
    };
    expect(compareVersions(earlier, { ...earlier, title: "Neu" }).differs).toEqual(["title"]);
    expect(compareVersions(earlier, { ...earlier, summary: "T", author: "Jo" }).differs).toEqual(["author", "summary"]);
    // The same words, another link or emphasis: the body's formatting, not its words.
    expect(compareVersions(earlier, { ...earlier, content: '<p>Ein <a href="/b">Link</a>.</p>' }).differs).toEqual([
      "formatting",
    ]);
    expect(compareVersions(earlier, { ...earlier, content: "<p>Ein Link!</p>" }).differs).toEqual(["body"]);
    expect(compareVersions(earlier, { ...earlier }).differs).toEqual([]);
  });
});
