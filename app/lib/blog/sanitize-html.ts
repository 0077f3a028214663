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

const PIXELS = /^\d{1,5}$/;
const SIZES = /^[\w\s(),.:%-]{1,200}$/;

/*
 * URLs are read as the browser reads them (the WHATWG URL parser), never by a pattern: the parser drops every
 * tab and line feed and reads a backslash as a slash, so "/&#9;/host/x.png" and "/\\host/x.png" are
 * protocol-relative URLs of another host, whatever they look like. A reference of this site is resolved
 * against a stand-in origin and kept only if it stays there; what is kept is the parser's own spelling of it,
 * so the page, the Atom feed and any feed reader all read one and the same URL.
 */
const SITE = new URL("https://site.invalid/");
const LINK_SCHEMES = new Set(["http:", "https:", "mailto:"]);

/** The URL as the parser reads it: without leading and trailing C0 controls and spaces, and without tabs and newlines. */
const parserInput = (value: string) =>
  // eslint-disable-next-line no-control-regex -- the parser's own preprocessing, control characters and all
  value.replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, "").replace(/[\t\n\r]/g, "");

/** A path of this site as the browser would load it ("/a/b?c#d"), or undefined when the URL leads anywhere else. */
function ownPath(value: string): string | undefined {
  const input = parserInput(value);
  // A path of this site and nothing else: no scheme, no host ("//", "\\", "/\\" all name one).
  if (!/^[/\\]/.test(input) || /^[/\\]{2}/.test(input)) return undefined;
  let url: URL;
  try {
    url = new URL(input, SITE);
  } catch {
    return undefined;
  }
  return url.origin === SITE.origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

/** A link's target as the browser reads it, if a post may link there: http(s), mailto, a path of this site, a fragment. */
function safeLink(value: string): string | undefined {
  const input = parserInput(value);
  if (input.startsWith("#")) return input;
  if (/^[/\\]/.test(input)) return ownPath(input);
  // Anything else relative is no target a post needs; anything absolute keeps its scheme only if it is allowed.
  const url = URL.canParse(input) ? new URL(input) : undefined;
  return url && LINK_SCHEMES.has(url.protocol) ? url.href : undefined;
}

/** True for an image source a post may show: a path of this site. The editor warns about any other (it is dropped). */
export function isOwnImageSource(src: string): boolean {
  return ownPath(src) !== undefined;
}

/** A `srcset` ("/a.webp 480w, /b.webp 960w") with every candidate an image of this site, as the parser reads them; else undefined. */
function ownSrcset(srcset: string): string | undefined {
  const candidates = srcset.split(",").map((candidate) => candidate.trim().split(/\s+/));
  const kept = candidates.map(([url, descriptor, ...rest]) => {
    const path = url === undefined ? undefined : ownPath(url);
    const fits = path !== undefined && (!descriptor || /^\d+(?:w|(?:\.\d+)?x)$/.test(descriptor)) && !rest.length;
    return fits ? [path, descriptor].filter(Boolean).join(" ") : undefined;
  });
  return kept.every((candidate) => candidate !== undefined) ? kept.join(", ") : undefined;
}

/** An allowed image as a post may show it: our sources only, sizes as numbers, loaded when scrolled near. */
function tidyImage(image: Element): void {
  const src = ownPath(image.getAttribute("src") ?? "");
  if (src === undefined) return image.remove();
  image.setAttribute("src", src);
  const srcset = image.getAttribute("srcset");
  const ownCandidates = srcset === null ? undefined : ownSrcset(srcset);
  if (ownCandidates === undefined) image.removeAttribute("srcset");
  else image.setAttribute("srcset", ownCandidates);
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
      const target = href === null ? undefined : safeLink(href);
      if (target === undefined) node.removeAttribute("href");
      else node.setAttribute("href", target);
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
