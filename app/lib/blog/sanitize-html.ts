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
  return (html) =>
    restoreHandlerNames(purifier.sanitize(disarmHandlerNames(html), { ...config, RETURN_TRUSTED_TYPE: false }));
}

/*
 * Chromium checks an inline event handler against the page's CSP as soon as any
 * parser in the page reads one, even in an inert document (DOMParser, a
 * template, a sandboxed frame), and logs a violation for a handler nothing
 * would ever run. So the parser never gets to read one: every "on" that could
 * begin an attribute name (after whitespace, "/" or a quote, the only places
 * the HTML tokenizer starts one) gets a private-use mark after its "o". No
 * such name is on the allow-list, so DOMPurify drops every marked attribute;
 * in the text and values that remain the mark is taken out again.
 */
const HANDLER_MARK = "\uE000";
const disarmHandlerNames = (html: string) => html.replace(/([\s/"'][oO])(?=[nN])/g, `$1${HANDLER_MARK}`);
const restoreHandlerNames = (html: string) => html.replace(/([oO])\uE000(?=[nN])/g, "$1");

let browserSanitizer: ((html: string) => string) | undefined;

/** The post body as it may be put into the page: nothing in it can run. Browser only (needs a DOM). */
export function sanitizePostHtml(html: string): string {
  browserSanitizer ??= createSanitizer(window);
  return browserSanitizer(html);
}
