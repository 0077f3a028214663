import type { LegalDocumentCopy } from "../legal.ts";
import type { PageCopy } from "../types.ts";

export type TermsOfServiceContent = PageCopy & LegalDocumentCopy;
