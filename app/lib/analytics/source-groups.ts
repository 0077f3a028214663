/**
 * The referring sites known by name (issue 48, item 7), one table for the dashboard and for Ask: a group stands for
 * the hosts a visit can come from (google.com and google.de are Google, linkedin.com and lnkd.in are LinkedIn).
 * The store keeps hosts; a group is only how they are read. Ask's words for each group are in its catalogue.
 */
export type SourceGroup = {
  /** The group as a query and the dashboard name it (a brand: the same in every language). */
  name: string;
  /** How the page writes it, where that differs from the name. */
  title?: string;
  /** The hosts it stands for, exactly or by pattern. */
  exact?: readonly string[];
  pattern?: RegExp;
};

export const sourceGroups: readonly SourceGroup[] = [
  { name: "LinkedIn", exact: ["linkedin.com", "lnkd.in"], pattern: /(^|\.)linkedin\.com$/ },
  { name: "Google", pattern: /^(www\.)?google\.[a-z.]{2,6}$/ },
  { name: "Bing", pattern: /(^|\.)bing\.com$/ },
  { name: "DuckDuckGo", exact: ["duckduckgo.com"] },
  { name: "X", title: "X (Twitter)", exact: ["x.com", "twitter.com", "t.co"] },
  { name: "Xing", exact: ["xing.com"] },
  { name: "Facebook", pattern: /(^|\.)facebook\.com$/ },
  { name: "GitHub", exact: ["github.com"] },
];

/** Does a stored host belong to the group? */
export function inSourceGroup(group: SourceGroup, host: string): boolean {
  return Boolean(group.exact?.includes(host) || group.pattern?.test(host));
}

/** The group a stored host belongs to, if any ("" is a direct visit, in none). */
export function sourceGroupOf(host: string): SourceGroup | undefined {
  return host === "" ? undefined : sourceGroups.find((group) => inSourceGroup(group, host));
}
