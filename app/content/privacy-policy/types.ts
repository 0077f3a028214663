import type { LegalDocumentCopy } from "#app/content/legal.ts";
import type { PageCopy } from "#app/content/types.ts";

export type PrivacyPolicyContent = PageCopy & LegalDocumentCopy;
