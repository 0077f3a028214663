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
    });
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
