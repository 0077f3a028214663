import type { PageCopy } from "../types.ts";

export type BlogContent = PageCopy & {
  lead: string;
};
