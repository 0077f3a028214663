/**
 * The weekly digest of the statistics (issue 48; composed in app/lib/notify/weekly-digest-email.server.ts): last
 * week's figures against the week before, in the language the operator last signed in with, or in German and
 * English when they have not signed in since. Plain words; the HTML part escapes them. "{name}" placeholders are
 * filled in by formatTemplate.
 */
export type WeeklyDigestEmailCopy = {
  /** `{week}`: the week, "November 16 – 22, 2026". One line. */
  subject: string;
  greeting: string;
  /** `{week}` and `{before}`: the two weeks compared. */
  intro: string;
  visitors: string;
  demoRequests: string;
  conversion: string;
  /** A figure: `{label}`, this week's `{week}`, the week before's `{before}`. */
  figure: string;
  /** The same with the change in per cent, `{change}` ("+12.5%"). */
  figureWithChange: string;
  /** Heading of the sources that brought the most visitors. */
  sources: string;
  /** A visit that came from no other site (typed, bookmarked, from an app). */
  direct: string;
  noVisits: string;
  /** Heading of the posts read most. */
  posts: string;
  noPosts: string;
  /** A source's or post's line: its `{name}`, this week's `{week}`, the week before's `{before}`. */
  row: string;
  /** Said before the link to the dashboard, which shows the week. */
  dashboard: string;
  /** Why this mail comes and how to turn it off, before the link to the account page. */
  turnOff: string;
  regards: string;
  signature: string;
};
