import type { PageCopy } from "../types.ts";

export type ImpressumContent = PageCopy & {
  lead: string;
};
