import type { MetaDescriptor } from "react-router";

/**
 * The tags a page's `meta` function put into the document's head through React Router's `<Meta/>`, as the
 * selectors that find them: not the document's own (charset, viewport, theme colours, icons, manifest), nor the
 * module preloads and the stylesheet the client start adds. `head-meta.test.ts` holds every descriptor a page's
 * metadata is made of to it.
 */
export const PAGE_META_SELECTOR = [
  "title",
  'meta[name]:not([name="viewport"]):not([name="theme-color"])',
  "meta[property]",
  'link[rel="canonical"]',
  'link[rel="alternate"]',
  'script[type="application/ld+json"]',
].join(", ");

/** React's name of an attribute, where it differs from the attribute's own: `<Meta/>` spreads descriptors as props. */
const propNames: Record<string, string> = { hreflang: "hrefLang", "http-equiv": "httpEquiv" };

/**
 * The metadata of the document as the server rendered it, read back from its head as the descriptors `<Meta/>`
 * rendered them from (decision 0031): a page hydrates with the tags that are there, so the code and the copy
 * that built them are not needed before it is live. In document order; React hoists titles, metas and links
 * ahead of the JSON-LD scripts, which keep their own order, so `<Meta/>` renders what the head holds.
 */
export function metaInHead(head: ParentNode): MetaDescriptor[] {
  return [...head.querySelectorAll(PAGE_META_SELECTOR)].map((element): MetaDescriptor => {
    if (element.localName === "title") return { title: element.textContent ?? "" };
    if (element.localName === "script")
      return { "script:ld+json": JSON.parse(element.textContent ?? "null") as object };
    const attributes = Object.fromEntries(
      [...element.attributes].map((attribute) => [propNames[attribute.name] ?? attribute.name, attribute.value]),
    );
    return element.localName === "link" ? { tagName: "link", ...attributes } : attributes;
  });
}
