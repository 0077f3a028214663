import type { PageCopy } from "../types.ts";

export type DocumentationContent = PageCopy & {
  lead: string;
};
