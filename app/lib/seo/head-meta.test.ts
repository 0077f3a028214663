// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { metaInHead } from "#app/lib/seo/head-meta.ts";

// A head as the server sends it: React hoists <Meta/>'s titles, metas and links ahead of the document's scripts;
// its JSON-LD stays where <Meta/> stood, escaped as React Router escapes it.
const head = `
  <meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="theme-color" content="#4f46e5" media="(prefers-color-scheme: light)">
  <link rel="icon" href="/favicon.ico" sizes="32x32"><link rel="manifest" href="/site.webmanifest">
  <title>Karriere | Conversational BI</title>
  <meta name="description" content="Offene Stellen &amp; mehr">
  <link rel="canonical" href="https://example.test/de/careers">
  <link rel="alternate" hreflang="en" href="https://example.test/careers">
  <link rel="alternate" type="application/atom+xml" title="Blog" href="/de/blog/feed.xml">
  <meta property="og:title" content="Karriere | Conversational BI">
  <meta name="twitter:card" content="summary_large_image">
  <script>document.documentElement.dataset.theme = "light"</script>
  <noscript><style>.x{opacity:1}</style></noscript>
  <script type="application/ld+json">{"@context":"https://schema.org","description":"\\u003cp\\u003eA \\u0026 B\\u003c/p\\u003e"}</script>
  <style>body{}</style>
  <link rel="modulepreload" href="/assets/copy-site-de.js">`;

describe("metaInHead", () => {
  it("reads back what <Meta/> rendered, as the descriptors it rendered it from, and nothing of the document's own", () => {
    document.head.innerHTML = head;
    expect(metaInHead(document.head)).toEqual([
      { title: "Karriere | Conversational BI" },
      { name: "description", content: "Offene Stellen & mehr" },
      { tagName: "link", rel: "canonical", href: "https://example.test/de/careers" },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://example.test/careers" },
      { tagName: "link", rel: "alternate", type: "application/atom+xml", title: "Blog", href: "/de/blog/feed.xml" },
      { property: "og:title", content: "Karriere | Conversational BI" },
      { name: "twitter:card", content: "summary_large_image" },
      { "script:ld+json": { "@context": "https://schema.org", description: "<p>A & B</p>" } },
    ]);
  });
});
