/**
 * The longest slug made from a title (`/blog/questions-in-plain-german`); a longer title is cut at a word's end, and
 * `-2`, `-3` … may follow it (app/lib/blog/post-slugs.ts). The visit statistics keep a post's address up to this
 * length and its suffix, so that no two posts are counted as one (app/lib/analytics/hits.ts).
 */
export const SLUG_MAX = 80;

/** Room for the `-2`, `-3` … that keeps a slug unique in its language. */
export const SLUG_SUFFIX_MAX = 4;
