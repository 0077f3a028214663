import type { WeeklyDigestEmailCopy } from "./types.ts";

const de: WeeklyDigestEmailCopy = {
  subject: "Ihre Website in der vergangenen Woche: {week}",
  greeting: "Guten Tag,",
  intro: "so lief die Website in der vergangenen Woche ({week}), verglichen mit der Woche davor ({before}).",
  visitors: "Besucher",
  demoRequests: "Demo-Anfragen",
  conversion: "Conversion-Rate",
  figure: "{label}: {week} (Woche davor: {before})",
  figureWithChange: "{label}: {week} (Woche davor: {before}, {change})",
  sources: "Woher die meisten Besuche kamen",
  direct: "Direkt oder unbekannt",
  noVisits: "In der vergangenen Woche gab es keine Besuche.",
  posts: "Meistgelesene Blogbeiträge (Seitenaufrufe)",
  noPosts: "In der vergangenen Woche wurde kein Blogbeitrag gelesen.",
  row: "{name}: {week} (Woche davor: {before})",
  dashboard: "Die ganze Woche in der Statistik:",
  turnOff:
    "Sie erhalten diese Übersicht jeden Montag, weil Sie sie eingeschaltet haben. Auf Ihrer Kontoseite können Sie sie abschalten:",
  regards: "Freundliche Grüße",
  signature: "Ihr Team von Conversational BI",
};

export default de;
