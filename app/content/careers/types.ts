import type { PageCopy } from "../types.ts";

export type CareersContent = PageCopy & {
  lead: string;
};
