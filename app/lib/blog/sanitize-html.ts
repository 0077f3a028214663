import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from "dompurify";

/**
 * The one allow-list for post bodies, in the browser (the demo blog) and on the
 * server (the publishing blog, when a post is stored and again when it is
 * rendered): headings, paragraphs, lists, links, emphasis, code, quotes, and
 * images from this site only. Nothing else survives: no script, no event
 * handler, no style, no form, no SVG or MathML. Links get `rel="noopener"`
 * and may point only to http(s), mailto or a path of this site; an image whose
 * source is not a path of this site is dropped whole.
 */
const config: Config = {
  ALLOWED_TAGS: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "a",
    "strong",
    "em",
    "b",
    "i",
    "code",
    "pre",
    "blockquote",
    "img",
  ],
  ALLOWED_ATTR: ["href", "title", "alt", "src", "rel"],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  SANITIZE_NAMED_PROPS: true,
};

const SAFE_LINK = /^(?:https?:|mailto:|\/(?!\/)|#)/i;
const OWN_PATH = /^\/(?![/\\])/;

/** A DOMPurify on the given window, with the allow-list's rules for links and images. */
export function createSanitizer(window: WindowLike): (html: string) => string {
  const purifier: DOMPurify = createDOMPurify(window);
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName === "A") {
      const href = node.getAttribute("href");
      if (href !== null && !SAFE_LINK.test(href.trim())) node.removeAttribute("href");
      node.setAttribute("rel", "noopener");
    } else if (node.nodeName === "IMG" && !OWN_PATH.test(node.getAttribute("src")?.trim() ?? "")) {
      node.remove();
    }
  });
  return (html) => purifier.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: false });
}

let browserSanitizer: ((html: string) => string) | undefined;

/** The post body as it may be put into the page: nothing in it can run. Browser only (needs a DOM). */
export function sanitizePostHtml(html: string): string {
  browserSanitizer ??= createSanitizer(window);
  return browserSanitizer(html);
}
