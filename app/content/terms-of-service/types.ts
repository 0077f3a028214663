import type { PageCopy } from "../types.ts";

export type TermsOfServiceContent = PageCopy & {
  lead: string;
};
