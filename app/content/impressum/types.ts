import type { LegalSection } from "#app/content/legal.ts";
import type { PageCopy } from "#app/content/types.ts";

export type ImpressumContent = PageCopy & {
  lead: string;
  /** The provider's details required by § 5 DDG and § 18 Abs. 2 MStV, short blocks shown side by side. */
  facts: LegalSection[];
  /** Dispute resolution, liability and copyright: running text. */
  notices: LegalSection[];
};
