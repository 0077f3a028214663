// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { draftCopy } from "#app/components/admin/editor/draft-copy.ts";
import type { Values } from "#app/components/admin/editor/types.ts";

const values: Values = {
  title: "Fragen in eigenen Worten",
  author: "Jörg Weiß",
  summary: "Kurz.",
  tags: "BI",
  slug: "",
  metaTitle: "",
  metaDescription: "",
  status: "draft",
  publishDate: "",
  publishTime: "",
};

afterEach(() => localStorage.clear());

describe("the editor's copy of a post in this browser", () => {
  it("keeps what was typed under the post's id, with when, until it is forgotten", () => {
    const copy = draftCopy({ id: "p1", locale: "de" });
    copy.keep({ ...values, content: "<p>Text</p>" }, new Date("2026-11-28T10:00:00Z"));
    expect(draftCopy({ id: "p1", locale: "en" }).read()).toEqual({
      ...values,
      content: "<p>Text</p>",
      keptAt: "2026-11-28T10:00:00.000Z",
    });
    expect(JSON.parse(localStorage.getItem("blog-editor-drafts")!)).toHaveProperty("p1");
    copy.forget();
    expect(copy.read()).toBeUndefined();
  });

  it("keeps a new post's copy by its language, apart from other posts' copies", () => {
    draftCopy({ id: null, locale: "de" }).keep({ ...values, content: "<p>Neu</p>" });
    draftCopy({ id: "p2", locale: "en" }).keep({ ...values, title: "Other", content: "<p>Other</p>" });
    expect(draftCopy({ id: null, locale: "de" }).read()?.content).toBe("<p>Neu</p>");
    expect(draftCopy({ id: null, locale: "en" }).read()).toBeUndefined();
    draftCopy({ id: null, locale: "de" }).forget();
    expect(draftCopy({ id: "p2", locale: "en" }).read()?.title).toBe("Other");
  });

  it.each(["{broken", "[1]", '"text"'])("reads %s as no copy, and replaces it with the next one kept", (raw) => {
    localStorage.setItem("blog-editor-drafts", raw);
    const copy = draftCopy({ id: "p3", locale: "en" });
    expect(copy.read()).toBeUndefined();
    copy.keep({ ...values, content: "<p>Again</p>" });
    expect(copy.read()?.content).toBe("<p>Again</p>");
  });
});
