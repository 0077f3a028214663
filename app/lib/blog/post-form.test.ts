import { describe, expect, it } from "vitest";
import { readPostForm } from "#app/lib/blog/post-form.ts";

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe("readPostForm", () => {
  it("reads a complete form with trimmed text and parsed tags", () => {
    expect(
      readPostForm(form({ title: " T ", author: "A", summary: "S", content: "<p>C</p>\n", tags: "one, two,, three " })),
    ).toEqual({
      ok: true,
      input: { title: "T", author: "A", summary: "S", content: "<p>C</p>", tags: ["one", "two", "three"] },
      extras: { status: "draft", translationOf: null },
    });
  });

  it("reads the publishing blog's status and translation link, a status it does not know as a draft", () => {
    const complete = { title: "T", author: "A", summary: "S", content: "C" };
    expect(readPostForm(form({ ...complete, status: "published", translationOf: " p-1 " }))).toMatchObject({
      extras: { status: "published", translationOf: "p-1" },
    });
    expect(readPostForm(form({ ...complete, status: "live" }))).toMatchObject({ extras: { status: "draft" } });
  });

  it("names every missing required field in form order; tags are optional", () => {
    expect(readPostForm(form({ title: "  ", author: "A", summary: "", tags: "" }))).toEqual({
      ok: false,
      missing: ["title", "summary", "content"],
    });
    expect(readPostForm(form({ title: "T", author: "A", summary: "S", content: "C" }))).toMatchObject({
      ok: true,
      input: { tags: [] },
    });
  });
});
