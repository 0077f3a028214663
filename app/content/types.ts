/** Copy for a page's <title>, description and (optionally) keywords. */
export type PageMetaCopy = {
  title: string;
  description: string;
  keywords?: string[];
};

/** What every page's content module provides at the least. */
export type PageCopy = {
  meta: PageMetaCopy;
  heading: string;
};
