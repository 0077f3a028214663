import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { MarkdownText } from "#app/components/markdown-text.tsx";

function html(source: string, headingLevel?: 2 | 3 | 4) {
  const router = createMemoryRouter([
    { path: "/", element: <MarkdownText source={source} headingLevel={headingLevel} /> },
  ]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("MarkdownText", () => {
  it("renders paragraphs, lists, emphasis and code as elements", () => {
    const markup = html("Intro with **bold**, *em* and `code`.\n\n- one\n- two\n\n1. first");
    expect(markup).toContain("<p");
    expect(markup).toMatch(/<strong[^>]*>bold<\/strong>/);
    expect(markup).toMatch(/<em>em<\/em>/);
    expect(markup).toMatch(/<code[^>]*>code<\/code>/);
    expect(markup).toMatch(/<ul[^>]*><li[^>]*>one<\/li><li[^>]*>two<\/li><\/ul>/);
    expect(markup).toMatch(/<ol[^>]*><li[^>]*>first<\/li><\/ol>/);
  });

  it("never interprets HTML in the copy", () => {
    const markup = html('<script>alert(1)</script>\n\n<img src=x onerror="alert(2)"> **<b>bold</b>**');
    expect(markup).not.toContain("<script");
    expect(markup).not.toContain("<img");
    expect(markup).not.toContain("<b>");
    expect(markup).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(markup).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
  });

  it("puts headings at the level the page asks for", () => {
    expect(html("# Top\n\n## Below", 4)).toMatch(/<h4[^>]*>Top<\/h4><h5[^>]*>Below<\/h5>/);
  });

  it("renders mail, phone, anchor and site links, opens other sites in a new tab, and drops unsafe ones", () => {
    const markup = html(
      "[mail](mailto:a@b.example) [call](tel:+49) [faq](#faq-1) [site](/careers) [web](https://example.com) [bad](javascript:alert(1))",
    );
    expect(markup).toMatch(/<a href="mailto:a@b.example"[^>]*>mail<\/a>/);
    expect(markup).toMatch(/<a href="tel:\+49"[^>]*>call<\/a>/);
    expect(markup).toMatch(/<a href="#faq-1"[^>]*>faq<\/a>/);
    expect(markup).toMatch(/<a [^>]*href="\/careers"[^>]*>site<\/a>/);
    expect(markup).toMatch(
      /<a href="https:\/\/example.com"[^>]*target="_blank" rel="noopener noreferrer"[^>]*>web<\/a>/,
    );
    expect(markup).not.toContain("javascript:");
    expect(markup).toContain("bad");
  });

  it("keeps line breaks of addresses", () => {
    expect(html("Company GmbH\nStreet 1")).toMatch(/Company GmbH<br\/>Street 1/);
  });
});
