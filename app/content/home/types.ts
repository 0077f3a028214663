import type { HomeAnchor } from "~/i18n/links.ts";
import type { PageCopy } from "../types.ts";

export type HomeContent = PageCopy & {
  lead: string;
  sections: Record<HomeAnchor, { heading: string }>;
};
