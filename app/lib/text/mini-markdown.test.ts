import { describe, expect, it } from "vitest";
import { isSafeHref, markdownToPlainText, parseBlocks, parseInline } from "#app/lib/text/mini-markdown.ts";

describe("parseInline", () => {
  it("reads strong, emphasis, code and links", () => {
    expect(parseInline("a **b** *c* `d` [e](#f)")).toEqual([
      { type: "text", text: "a " },
      { type: "strong", children: [{ type: "text", text: "b" }] },
      { type: "text", text: " " },
      { type: "em", children: [{ type: "text", text: "c" }] },
      { type: "text", text: " " },
      { type: "code", text: "d" },
      { type: "text", text: " " },
      { type: "link", href: "#f", children: [{ type: "text", text: "e" }] },
    ]);
  });

  it("nests inline markup inside strong text and links", () => {
    expect(parseInline("**see [docs](/documentation)**")).toEqual([
      {
        type: "strong",
        children: [
          { type: "text", text: "see " },
          { type: "link", href: "/documentation", children: [{ type: "text", text: "docs" }] },
        ],
      },
    ]);
  });

  it("keeps single line breaks as breaks", () => {
    expect(parseInline("Street 1\n12345 City")).toEqual([
      { type: "text", text: "Street 1" },
      { type: "break" },
      { type: "text", text: "12345 City" },
    ]);
  });

  it("leaves lone asterisks and arithmetic alone", () => {
    expect(parseInline("5 * 3 * 2 = 30")).toEqual([{ type: "text", text: "5 * 3 * 2 = 30" }]);
  });

  it("shows links to unsafe targets as plain text", () => {
    expect(parseInline("[click](javascript:alert(1))")).toEqual([
      { type: "text", text: "click" },
      { type: "text", text: ")" },
    ]);
    expect(parseInline("[x](//evil.example)")).toEqual([{ type: "text", text: "x" }]);
    expect(parseInline("[x](data:text/html,hi)")).toEqual([{ type: "text", text: "x" }]);
  });

  it("keeps HTML as literal text", () => {
    expect(parseInline('<img src=x onerror="alert(1)">')).toEqual([
      { type: "text", text: '<img src=x onerror="alert(1)">' },
    ]);
  });
});

describe("isSafeHref", () => {
  it.each([
    ["https://example.com", true],
    ["mailto:info@example.com", true],
    ["tel:+494066969100", true],
    ["/privacy-policy", true],
    ["#faq-1", true],
    ["http://example.com", false],
    ["javascript:alert(1)", false],
    ["JavaScript:alert(1)", false],
    ["//example.com", false],
    ["/\\example.com", false],
    ["#", false],
    ["vbscript:x", false],
  ])("%s is %s", (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });
});

describe("parseBlocks", () => {
  it("splits paragraphs at blank lines and reads headings", () => {
    expect(parseBlocks("## Title\n\nFirst line\nsecond line\n\n\nNext")).toEqual([
      { type: "heading", depth: 2, children: [{ type: "text", text: "Title" }] },
      {
        type: "paragraph",
        children: [{ type: "text", text: "First line" }, { type: "break" }, { type: "text", text: "second line" }],
      },
      { type: "paragraph", children: [{ type: "text", text: "Next" }] },
    ]);
  });

  it("gives a heading the anchor written after it, and keeps braces that are no anchor as text", () => {
    expect(parseBlocks("# Visit statistics {#visit-statistics}")).toEqual([
      { type: "heading", depth: 1, children: [{ type: "text", text: "Visit statistics" }], id: "visit-statistics" },
    ]);
    expect(parseBlocks("# Sets {#A B}")).toEqual([
      { type: "heading", depth: 1, children: [{ type: "text", text: "Sets {#A B}" }] },
    ]);
  });

  it("reads bulleted and numbered lists, also right after a lead-in line", () => {
    const blocks = parseBlocks("You can:\n- ask\n* speak\n  more\n\n1. one\n2) two");
    expect(blocks).toEqual([
      { type: "paragraph", children: [{ type: "text", text: "You can:" }] },
      {
        type: "list",
        ordered: false,
        items: [[{ type: "text", text: "ask" }], [{ type: "text", text: "speak more" }]],
      },
      { type: "list", ordered: true, items: [[{ type: "text", text: "one" }], [{ type: "text", text: "two" }]] },
    ]);
  });

  it("treats Windows line endings like Unix ones", () => {
    expect(parseBlocks("a\r\n\r\nb")).toHaveLength(2);
  });

  it("returns nothing for empty copy", () => {
    expect(parseBlocks("  \n\n ")).toEqual([]);
  });
});

describe("markdownToPlainText", () => {
  it("drops the markup and keeps the words", () => {
    expect(markdownToPlainText("See **this** [page](/x).\n\n- one\n- `two`\n\n1. a\n2. b")).toBe(
      "See this page.\n\n– one\n– two\n\n1. a\n2. b",
    );
  });
});
