import type { LegalDocumentCopy } from "../legal.ts";
import type { PageCopy } from "../types.ts";

export type PrivacyPolicyContent = PageCopy & LegalDocumentCopy;
