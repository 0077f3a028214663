import { describe, expect, it } from "vitest";
import { addressRange, ClientRate } from "#app/lib/analytics/client-rate.ts";

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

describe("the address range a client belongs to", () => {
  it("is an IPv4 address's /24 and an IPv6 /64's /48", () => {
    expect(addressRange("198.51.100.7")).toBe("198.51.100.0/24");
    expect(addressRange("198.51.100.250")).toBe("198.51.100.0/24");
    expect(addressRange("198.51.101.7")).toBe("198.51.101.0/24");
    expect(addressRange("2001:db8:1:2::/64")).toBe("2001:db8:1::/48");
    expect(addressRange("2001:db8:1:ffff::/64")).toBe("2001:db8:1::/48");
    expect(addressRange("2001:db8::/64")).toBe("2001:db8:0::/48");
    expect(addressRange("2001:db8:0:5::/64")).toBe("2001:db8:0::/48");
    expect(addressRange("::/64")).toBe("0:0:0::/48");
    expect(addressRange("unknown")).toBe("unknown");
  });

  it("holds fresh addresses of one /24 or one /48 to the range's ceiling, and no other range", () => {
    const clients = new ClientRate({ burst: 120, perSecond: 1 });
    const ranges = new ClientRate({ burst: 600, perSecond: 2 });
    const counted = (key: string, now: number) => clients.allow(key, now) && ranges.allow(addressRange(key), now);
    const flood = (key: (n: number) => string, now: number) =>
      Array.from({ length: 5_000 }, (_, n) => counted(key(n), now)).filter(Boolean).length;
    // 5,000 hits, each from an address never seen before: one range's ceiling, whatever the addresses.
    expect(flood((n) => `203.0.113.${n % 256}`, 0)).toBe(600);
    expect(flood((n) => `2001:db8:7:${(n % 65_536).toString(16)}::/64`, 0)).toBe(600);
    // A neighbouring /24 and another /48 are ranges of their own.
    expect(flood((n) => `203.0.114.${n % 256}`, 0)).toBe(600);
    expect(flood((n) => `2001:db8:8:${(n % 65_536).toString(16)}::/64`, 0)).toBe(600);
    // Ten seconds on: twenty more.
    expect(flood((n) => `203.0.113.${n % 256}`, 10_000)).toBe(20);
  });
});
