import type { BlogAdminCopy } from "../blog/types.ts";
import type { PageCopy } from "../types.ts";

export type BlogPostContent = PageCopy & {
  /** `{title}` is the post's title: the page title of a post. */
  postTitle: string;
  loading: string;
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
  admin: BlogAdminCopy;
};
