import type { PageCopy } from "#app/content/types.ts";

export type BlogPostContent = PageCopy & {
  /** `{title}` is the post's title: the page title of a post. */
  postTitle: string;
  loading: string;
  /** Shown instead of `loading` when JavaScript is off: the post is read in the browser, which cannot here. */
  withoutJavaScript: { text: string; link: string };
  backToBlog: string;
  backToTop: string;
  adminButton: string;
  editPost: string;
  tagsLabel: string;
  aboutAuthor: {
    title: string;
    /** `{author}` is the author's name. */
    text: string;
  };
  /** Publishing blog: a post page at an id that is a post in the other language only. */
  onlyInOther: { title: string; text: string; link: string };
  /** The Atom feed, linked from every blog page. */
  feedTitle: string;
};
