import type { PageCopy } from "../types.ts";

export type PrivacyPolicyContent = PageCopy & {
  lead: string;
};
