/** Events as the statistics store them, written straight into a store by tests that need days of visits. */
import { dayStartMinute } from "#app/lib/analytics/days.ts";
import { eventOf } from "#app/lib/analytics/recorder.server.ts";
import type { StoredEvent } from "#app/lib/analytics/summary.ts";

/** Noon in Berlin on a day, as a stored event's minute; `after` minutes later. */
export const noonOf = (day: string, after = 0) => dayStartMinute(day) + 12 * 60 + after;

/** A visitor's view (visitor n: eight bytes of n) of a page at noon (Berlin) on a day, from a referring site or none. */
export function viewAtNoon(
  day: string,
  visitor: number,
  page: string,
  referrer: string | null,
  lang: "en" | "de" = "en",
): StoredEvent {
  const event = eventOf({
    kind: "view",
    page,
    lang,
    identified: true,
    referrer,
    utm: { source: null, medium: null, campaign: null },
    device: "desktop",
    browser: "firefox",
  });
  return { ...event, minute: noonOf(day), visitor: new Uint8Array(8).fill(visitor) };
}
