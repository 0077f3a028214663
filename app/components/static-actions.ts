/**
 * What the buttons of static content do while they are the server's HTML (`staticAction(name)`, decision 0031): the
 * contact popup's opener on every page, and the actions of a page's own, by page. The page's `useStaticLinks` must
 * handle each of its own (its type asks for them), and tests/http/static-actions.test.ts fails for a kept button of a
 * built page whose action is neither its page's nor the popup's: a button that would do nothing.
 */
import type { PageId } from "#app/i18n/pages.ts";

export const CONTACT_POPUP_ACTION = "contact-popup";
export const BLOG_LOGIN = "blog-login";
export const BACK_TO_TOP = "back-to-top";

export const pageStaticActions = {
  blog: [BLOG_LOGIN],
  blogPost: [BLOG_LOGIN, BACK_TO_TOP],
} as const satisfies Partial<Record<PageId, readonly string[]>>;

/** The actions a kept button may name on a page. */
export function actionsOf(page: PageId | undefined): readonly string[] {
  const own: readonly string[] =
    page && page in pageStaticActions ? pageStaticActions[page as keyof typeof pageStaticActions] : [];
  return [CONTACT_POPUP_ACTION, ...own];
}
