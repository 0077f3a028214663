import type { Locale } from "#app/i18n/locales.ts";
import { escapeMarkup } from "#app/lib/text/escape-markup.ts";

export type FeedEntry = {
  /** Absolute URL of the post's page. */
  url: string;
  title: string;
  author: string;
  summary: string;
  /** Sanitized HTML of the post. */
  content: string;
  tags: string[];
  published: Date;
  updated: Date;
};

/** An Atom 1.0 feed (RFC 4287) of a language's posts, newest first. */
export function buildAtomFeed(feed: {
  locale: Locale;
  title: string;
  subtitle: string;
  /** Absolute URLs of the feed itself and of the blog page it mirrors. */
  self: string;
  page: string;
  entries: FeedEntry[];
}): string {
  const updated = feed.entries.reduce((latest, entry) => Math.max(latest, entry.updated.getTime()), 0);
  const entries = feed.entries.map(
    (entry) => `  <entry>
    <title>${escapeMarkup(entry.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeMarkup(entry.url)}"/>
    <id>${escapeMarkup(entry.url)}</id>
    <published>${entry.published.toISOString()}</published>
    <updated>${entry.updated.toISOString()}</updated>
    <author><name>${escapeMarkup(entry.author)}</name></author>
    <summary>${escapeMarkup(entry.summary)}</summary>
    <content type="html">${escapeMarkup(entry.content)}</content>
${entry.tags.map((tag) => `    <category term="${escapeMarkup(tag)}"/>`).join("\n")}
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${feed.locale}">
  <title>${escapeMarkup(feed.title)}</title>
  <subtitle>${escapeMarkup(feed.subtitle)}</subtitle>
  <link rel="self" type="application/atom+xml" href="${escapeMarkup(feed.self)}"/>
  <link rel="alternate" type="text/html" href="${escapeMarkup(feed.page)}"/>
  <id>${escapeMarkup(feed.self)}</id>
  <updated>${new Date(updated || 0).toISOString()}</updated>
${entries.join("\n")}
</feed>
`;
}
