import type { PageCopy } from "../types.ts";

export type AboutContent = PageCopy & {
  lead: string;
};
