import { describe, expect, it } from "vitest";
import { clientAddress, trustedProxiesFromEnv } from "./client-address.ts";

describe("clientAddress", () => {
  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For claims", () => {
    expect(clientAddress("203.0.113.7", "198.51.100.1", 0)).toBe("203.0.113.7");
    expect(clientAddress("::ffff:203.0.113.7", undefined, 0)).toBe("203.0.113.7");
    expect(clientAddress("::1", undefined, 0)).toBe("::1");
    expect(clientAddress(undefined, undefined, 0)).toBe("unknown");
  });

  it("believes only the entry the trusted proxy appended", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.1", 1)).toBe("198.51.100.1");
    // The client wrote the first entry itself; the proxy appended the real one.
    expect(clientAddress("10.0.0.2", "1.2.3.4, 198.51.100.1", 1)).toBe("198.51.100.1");
    expect(clientAddress("10.0.0.2", "1.2.3.4, 198.51.100.1, 10.0.0.9", 2)).toBe("198.51.100.1");
  });

  it("falls back to the peer when a trusted proxy sent no X-Forwarded-For", () => {
    expect(clientAddress("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", " , ", 1)).toBe("10.0.0.2");
  });
});

describe("trustedProxiesFromEnv", () => {
  it("reads off, on and a number of proxies", () => {
    for (const off of [undefined, "", "0", "false", "no", "OFF"]) expect(trustedProxiesFromEnv(off)).toBe(0);
    for (const on of ["true", "1", "yes", "on", "TRUE"]) expect(trustedProxiesFromEnv(on)).toBe(1);
    expect(trustedProxiesFromEnv("2")).toBe(2);
  });

  it("refuses what it cannot read, instead of guessing", () => {
    for (const wrong of ["maybe", "-1", "1.5", "loopback"])
      expect(() => trustedProxiesFromEnv(wrong)).toThrow(/TRUST_PROXY/);
  });
});
