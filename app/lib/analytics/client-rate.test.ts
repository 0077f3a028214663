import { describe, expect, it } from "vitest";
import { ClientRate } from "#app/lib/analytics/client-rate.ts";

const allowedOf = (rate: ClientRate, client: string, times: number, now: number) =>
  Array.from({ length: times }, () => rate.allow(client, now)).filter(Boolean).length;

describe("a client's rate of counted events", () => {
  it("counts a burst, then one event per refill, each client on its own", () => {
    const rate = new ClientRate({ burst: 120, perSecond: 1 });
    expect(allowedOf(rate, "198.51.100.7", 1_000, 0)).toBe(120);
    expect(allowedOf(rate, "198.51.100.7", 1_000, 10_000)).toBe(10);
    expect(allowedOf(rate, "2001:db8:1:2::/64", 5, 10_000)).toBe(5);
    // A quiet client's bucket fills up again, to the burst and no further.
    expect(allowedOf(rate, "198.51.100.7", 1_000, 10_000 + 3_600_000)).toBe(120);
  });

  it("tracks at most its number of clients, however many come", () => {
    const rate = new ClientRate({ maxClients: 1_000 });
    for (let n = 0; n < 100_000; n++) rate.allow(`10.0.${n >> 8}.${n & 255}`, n);
    expect(rate.trackedClients).toBeLessThanOrEqual(1_000);
    // The clients seen last are still known: a flooding one stays limited.
    const flooding = "10.1.0.1";
    allowedOf(rate, flooding, 200, 100_000);
    for (let n = 0; n < 400; n++) rate.allow(`10.2.${n >> 8}.${n & 255}`, 100_000);
    expect(rate.allow(flooding, 100_000)).toBe(false);
  });

  it("forgets an address once its bucket would be full again", () => {
    const rate = new ClientRate({ burst: 120, perSecond: 1 });
    rate.allow("198.51.100.7", 0);
    rate.allow("198.51.100.8", 60_000);
    expect(rate.trackedClients).toBe(2);
    // Four minutes on, someone else comes: the first two are gone from memory.
    rate.allow("198.51.100.9", 240_000);
    rate.allow("198.51.100.9", 370_000);
    expect(rate.trackedClients).toBe(1);
  });
});
