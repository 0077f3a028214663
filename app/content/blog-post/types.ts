import type { PageCopy } from "../types.ts";

export type BlogPostContent = PageCopy & {
  lead: string;
};
