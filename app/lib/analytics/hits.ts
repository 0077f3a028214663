/**
 * Which requests count, and as what (decision 0014). Pure: the server hands
 * in what it knows of a request and its answer, and gets back the hit to
 * record, or nothing. Nothing here reads a cookie's value, the device's
 * storage or anything a script would have to send: only the request a
 * browser makes anyway to load a page.
 */
import { isbot } from "isbot";
import type { Locale } from "#app/i18n/locales.ts";
import { routeId } from "#app/i18n/pages.ts";
import { matchPage, pageOfDataRequest } from "#app/i18n/paths.ts";
import type { BrowserFamily, DeviceClass } from "#app/vocabulary/analytics.ts";
import { SLUG_MAX, SLUG_SUFFIX_MAX } from "#app/vocabulary/blog.ts";

/** Defined with the words the copy names (app/vocabulary/analytics.ts). */
export { browserFamilies, deviceClasses, type BrowserFamily, type DeviceClass } from "#app/vocabulary/analytics.ts";

/**
 * What one request tells the statistics. `view`: a page was shown; `not-found`: a page that does not exist was
 * asked for (its path kept, so that broken inbound links show up); `bot`: a crawler's page request, counted
 * as a number only. An opted-out view (GPC, DNT) carries the page and nothing else.
 */
export type Hit =
  | {
      kind: "view";
      page: string;
      lang: Locale;
      /** False for a visitor who objected (Sec-GPC or DNT): no visitor id, source, campaign or device. */
      identified: boolean;
      referrer: string | null;
      utm: Utm;
      device: DeviceClass;
      browser: BrowserFamily;
    }
  | { kind: "not-found"; page: string; lang: Locale }
  | { kind: "bot" };

export type Utm = { source: string | null; medium: string | null; campaign: string | null };

export type RequestFacts = {
  method: string;
  /** The URL as the browser asked for it (its query is read for UTM tags, never kept). */
  url: URL;
  status: number;
  header(name: string): string | undefined;
  /** The site's own host names: a referrer from one of them is a visitor moving around the site. */
  ownHosts: readonly string[];
};

const MAX_NOT_FOUND_PATH = 200;
const MAX_TAG = 64;

/** The hit a request makes, or undefined when it does not count at all. */
export function hitOf(request: RequestFacts): Hit | undefined {
  const { method, url, status, header } = request;
  if (method !== "GET") return undefined;
  if (isPrefetch(header)) return undefined;
  // An operator looking at the site is not a visitor.
  if (header("Cookie")?.includes("cbi_session=")) return undefined;
  const data = url.pathname.endsWith(".data");
  // A document request from a browser asks for HTML; scripts and scanners mostly ask for anything.
  if (!data && !header("Accept")?.includes("text/html")) return undefined;
  const path = data ? pageOfDataRequest(url.pathname) : url.pathname;
  const match = matchPage(safeDecode(path));
  const lang: Locale = path === "/de" || path.startsWith("/de/") ? "de" : "en";
  const userAgent = header("User-Agent") ?? "";

  if (status === 404 && !data) {
    if (isBot(userAgent)) return { kind: "bot" };
    return { kind: "not-found", page: path.slice(0, MAX_NOT_FOUND_PATH), lang };
  }
  if ((status !== 200 && status !== 304) || !match) return undefined;
  if (data && !asksForThePagesOwnData(url, routeId(match.page, match.locale))) return undefined;
  if (isBot(userAgent)) return { kind: "bot" };
  const page = pageKey(match.page, match.params);
  if (optedOut(header)) {
    const utm = { source: null, medium: null, campaign: null };
    return {
      kind: "view",
      page,
      lang: match.locale,
      identified: false,
      referrer: null,
      utm,
      device: "other",
      browser: "other",
    };
  }
  return {
    kind: "view",
    page,
    lang: match.locale,
    identified: true,
    referrer: data ? null : referrerHost(header("Referer"), request.ownHosts),
    utm: data ? { source: null, medium: null, campaign: null } : utmOf(url),
    device: deviceClassOf(userAgent),
    browser: browserFamilyOf(userAgent),
  };
}

/**
 * One navigation, one view. React Router fetches a navigation's data in one request, or, when a route also
 * loads in the browser (the home page does), in one request per route, each naming its route in `_routes`
 * (`/_.data?_routes=root`, `/_.data?_routes=home.en`): of those, the page's own route's request is the view.
 */
function asksForThePagesOwnData(url: URL, pageRoute: string): boolean {
  const routes = url.searchParams.get("_routes");
  return routes === null || routes.split(",").includes(pageRoute);
}

/** A post's address as the statistics keep it: any slug the blog can give (issue 48: a cut at 40 merged posts). */
const POST_ADDRESS = new RegExp(`^[\\w-]{1,${SLUG_MAX + SLUG_SUFFIX_MAX}}$`);

/** A page of the registry; a blog post by its address too (`blogPost:2`, `blogPost:questions-in-plain-german`). */
function pageKey(page: string, params: Record<string, string>): string {
  const id = params.id ?? "";
  return page === "blogPost" && POST_ADDRESS.test(id) ? `blogPost:${id}` : page;
}

/** `Sec-Purpose: prefetch` (Chromium, Firefox), `Purpose: prefetch` and `X-Moz: prefetch` (older ones). */
function isPrefetch(header: RequestFacts["header"]): boolean {
  return [header("Sec-Purpose"), header("Purpose"), header("X-Moz")].some((value) => value?.includes("prefetch"));
}

/** Global Privacy Control or Do Not Track: an objection by automated means (Art. 21 (5) GDPR). */
export function optedOut(header: RequestFacts["header"]): boolean {
  return header("Sec-GPC")?.trim() === "1" || header("DNT")?.trim() === "1";
}

/** The maintained crawler list, plus headless browsers (which the list leaves to the site) and no User-Agent. */
export function isBot(userAgent: string): boolean {
  return userAgent.trim() === "" || /headless/i.test(userAgent) || isbot(userAgent);
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The referring site's host name (no path, no query), without `www.`; none for our own pages or non-web schemes. */
export function referrerHost(referer: string | undefined, ownHosts: readonly string[]): string | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  if (ownHosts.includes(host)) return null;
  return host.replace(/^www\./, "").slice(0, MAX_TAG) || null;
}

/** `utm_source`, `utm_medium`, `utm_campaign` of the link followed: trimmed, lower case, at most 64 characters. */
export function utmOf(url: URL): Utm {
  const tag = (name: string) => {
    const value = (url.searchParams.get(name) ?? "")
      // eslint-disable-next-line no-control-regex -- control characters never belong in a tag shown to an operator
      .replace(/[\x00-\x1f\x7f]/g, "")
      .trim()
      .toLowerCase();
    return value ? value.slice(0, MAX_TAG) : null;
  };
  return { source: tag("utm_source"), medium: tag("utm_medium"), campaign: tag("utm_campaign") };
}

export function deviceClassOf(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)))
    return "tablet";
  if (/Mobi|iPhone|iPod|Windows Phone/i.test(userAgent)) return "phone";
  if (/Windows|Macintosh|X11|Linux|CrOS/i.test(userAgent)) return "desktop";
  return "other";
}

export function browserFamilyOf(userAgent: string): BrowserFamily {
  if (/Edg(e|A|iOS)?\//.test(userAgent)) return "edge";
  if (/OPR\/|Opera/.test(userAgent)) return "opera";
  if (/SamsungBrowser\//.test(userAgent)) return "samsung";
  if (/Firefox\/|FxiOS\//.test(userAgent)) return "firefox";
  if (/Chrome\/|CriOS\/|Chromium\//.test(userAgent)) return "chrome";
  if (/Version\/[\d.]+.*Safari\//.test(userAgent)) return "safari";
  return "other";
}
