import type { WeeklyDigestEmailCopy } from "./types.ts";

const en: WeeklyDigestEmailCopy = {
  subject: "Your website last week: {week}",
  greeting: "Hello,",
  intro: "Here is how the website did last week, {week}, compared with the week before ({before}).",
  visitors: "Visitors",
  demoRequests: "Demo requests",
  conversion: "Conversion rate",
  figure: "{label}: {week} (week before: {before})",
  figureWithChange: "{label}: {week} (week before: {before}, {change})",
  sources: "Where most visitors came from",
  direct: "Direct or unknown",
  noVisits: "No visits last week.",
  posts: "Most-read blog posts (page views)",
  noPosts: "No blog post was read last week.",
  row: "{name}: {week} (week before: {before})",
  dashboard: "The whole week on the dashboard:",
  turnOff: "You get this digest every Monday because you turned it on. You can turn it off on your account page:",
  regards: "Kind regards,",
  signature: "The Conversational BI team",
};

export default en;
