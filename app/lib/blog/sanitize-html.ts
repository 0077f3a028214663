import createDOMPurify, { type Config, type DOMPurify } from "dompurify";

/**
 * What a post body may contain: HTML only (no SVG or MathML, the usual homes of
 * script-like payloads), no forms that could pose as the site's own, no styles
 * that could cover the page. DOMPurify already drops scripts, event handlers and
 * javascript: URLs; ids and names get a prefix so a post cannot shadow the
 * page's own elements (DOM clobbering). Links open in the same tab (DOMPurify
 * drops `target`), so no post can hand a new tab a handle on this page.
 */
const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "option", "dialog"],
  FORBID_ATTR: ["style"],
  ALLOW_DATA_ATTR: false,
  SANITIZE_NAMED_PROPS: true,
};

let purifier: DOMPurify | undefined;

function instance(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  return purifier;
}

/** The post body as it may be put into the page: nothing in it can run. Browser only (needs a DOM). */
export function sanitizePostHtml(html: string): string {
  return instance().sanitize(html, { ...config, RETURN_TRUSTED_TYPE: false });
}
