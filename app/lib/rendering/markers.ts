/**
 * Names that the stylesheet, the client and the tests share, written once.
 * app.css cannot import them; markers.test.ts checks that it uses these.
 */

/** On `<html>` once the page is live (hydrated), and on a home section once its island has hydrated. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * On a home section whose island has not hydrated yet (set by its code as the page starts): a tap on a control in it
 * is kept until it is live (app/lib/rendering/early-input.ts).
 */
export const WAITING_ATTRIBUTE = "data-waiting";

/** A block below the fold that the browser may skip laying out until it comes near (`content-visibility: auto`). */
export const DEFER_RENDER_CLASS = "defer-render";

/** On `<html>`: every deferred block is laid out (true positions for in-page links, restored scroll, axe). */
export const RENDER_ALL_ATTRIBUTE = "data-render-all";

/** On a deferred block that was laid out ahead of the visitor, in an idle moment. */
export const RENDERED_ATTRIBUTE = "data-rendered";

/** On `<html>`: the page is drawn in the web font (Inter); without it, in the metric-matched fallback (app/lib/web-font.ts). */
export const WEB_FONT_ATTRIBUTE = "data-web-font";

/**
 * The `<link>` of the whole stylesheet: a page's `<style>` holds only the rules of its own markup, and client start
 * adds this link behind the first paint, for everything React renders later (decision 0029).
 */
export const FULL_STYLESHEET_ID = "full-stylesheet";

/**
 * On a button of static content, what it does (`data-action="contact-popup"`): kept from the server's HTML it has
 * no handler of its own, and the content's clicks do it for it (app/components/static-links.ts, decision 0031).
 */
export const STATIC_ACTION_ATTRIBUTE = "data-action";

/** A button's action (STATIC_ACTION_ATTRIBUTE), as attributes to spread on it. */
export const staticAction = (name: string) => ({ [STATIC_ACTION_ATTRIBUTE]: name });
