import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from "dompurify";
import { BODY_IMAGE_SIZES } from "#app/lib/blog/post-images.ts";

/**
 * The one allow-list for post bodies, in the browser (the demo blog) and on the
 * server (the publishing blog, when a post is stored and again when it is
 * rendered): headings, paragraphs, lists, links, emphasis, code, quotes, and
 * images from this site only. Nothing else survives: no script, no event
 * handler, no style, no form, no SVG or MathML. Links get `rel="noopener"`
 * and may point only to http(s), mailto or a path of this site; an image whose
 * source is not a path of this site is dropped whole (the editor says so
 * before: isOwnImageSource). An image keeps its `srcset` only if every source
 * in it is ours, its size as plain numbers, and loads lazily: it is in the
 * body, below the post's header.
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
  ALLOWED_ATTR: ["href", "title", "alt", "src", "rel", "srcset", "sizes", "width", "height", "loading", "decoding"],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  SANITIZE_NAMED_PROPS: true,
};

const SAFE_LINK = /^(?:https?:|mailto:|\/(?!\/)|#)/i;
const OWN_PATH = /^\/(?![/\\])/;
const PIXELS = /^\d{1,5}$/;
const SIZES = /^[\w\s(),.:%-]{1,200}$/;

/** True for an image source a post may show: a path of this site. The editor warns about any other (it is dropped). */
export function isOwnImageSource(src: string): boolean {
  return OWN_PATH.test(src.trim());
}

/** True when every candidate of a `srcset` ("/a.webp 480w, /b.webp 960w") is an image of this site. */
function ownSrcset(srcset: string): boolean {
  const candidates = srcset.split(",").map((candidate) => candidate.trim().split(/\s+/));
  return candidates.every(([url, descriptor, ...rest]) =>
    Boolean(url && isOwnImageSource(url) && (!descriptor || /^\d+(?:w|(?:\.\d+)?x)$/.test(descriptor)) && !rest.length),
  );
}

/** An allowed image as a post may show it: our sources only, sizes as numbers, loaded when scrolled near. */
function tidyImage(image: Element): void {
  if (!isOwnImageSource(image.getAttribute("src") ?? "")) return image.remove();
  const srcset = image.getAttribute("srcset");
  if (srcset !== null && !ownSrcset(srcset)) image.removeAttribute("srcset");
  for (const name of ["width", "height"]) {
    if (!PIXELS.test(image.getAttribute(name) ?? "")) image.removeAttribute(name);
  }
  const sizes = image.getAttribute("sizes");
  if (sizes !== null && !SIZES.test(sizes)) image.removeAttribute("sizes");
  if (image.hasAttribute("srcset") && !image.hasAttribute("sizes")) image.setAttribute("sizes", BODY_IMAGE_SIZES);
  image.setAttribute("loading", "lazy");
  image.setAttribute("decoding", "async");
}

/** A DOMPurify on the given window, with the allow-list's rules for links and images. */
export function createSanitizer(window: WindowLike): (html: string) => string {
  const purifier: DOMPurify = createDOMPurify(window);
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName === "A") {
      const href = node.getAttribute("href");
      if (href !== null && !SAFE_LINK.test(href.trim())) node.removeAttribute("href");
      node.setAttribute("rel", "noopener");
    } else if (node.nodeName === "IMG") {
      tidyImage(node);
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
