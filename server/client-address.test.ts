import { describe, expect, it } from "vitest";
import { canonicalAddress, clientAddress, clientKey } from "./client-address.ts";

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

  it("counts a forwarded entry only when it is an IP address, else the peer", () => {
    for (const junk of [
      "unknown",
      "<script>",
      "1.2.3.4:80",
      "[2001:db8::1]",
      "2001:db8::1::2",
      "999.1.1.1",
      "x".repeat(500),
    ])
      expect(clientAddress("10.0.0.2", junk, 1), junk).toBe("10.0.0.2");
  });

  it("stores every address in one canonical short form", () => {
    expect(clientAddress("10.0.0.2", "2001:0DB8:0000:0000:0000:0000:0000:0001", 1)).toBe("2001:db8::1");
    expect(clientAddress("10.0.0.2", "::FFFF:198.51.100.1", 1)).toBe("198.51.100.1");
    expect(clientAddress("::ffff:c633:6401", undefined, 0)).toBe("198.51.100.1");
  });
});

describe("canonicalAddress", () => {
  it("writes IPv6 as RFC 5952 does", () => {
    expect(canonicalAddress("2001:db8:0:0:1:0:0:1")).toBe("2001:db8::1:0:0:1");
    expect(canonicalAddress("2001:db8:0:1:1:1:1:1")).toBe("2001:db8:0:1:1:1:1:1");
    expect(canonicalAddress("fe80::1%eth0")).toBe("fe80::1");
    expect(canonicalAddress("::")).toBe("::");
    expect(canonicalAddress("::1")).toBe("::1");
    expect(canonicalAddress("1::")).toBe("1::");
  });

  it("is undefined for anything that is not an address", () => {
    for (const junk of [undefined, "", "localhost", "1.2.3", "::g"]) expect(canonicalAddress(junk)).toBeUndefined();
  });
});

describe("clientKey", () => {
  it("counts an IPv4 client by its address and an IPv6 client by its /64", () => {
    expect(clientKey("198.51.100.1")).toBe("198.51.100.1");
    expect(clientKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:2::ffff")).toBe(clientKey("2001:db8:1:2:1:2:3:4"));
    expect(clientKey("2001:db8:1:3::1")).not.toBe(clientKey("2001:db8:1:2::1"));
    expect(clientKey("unknown")).toBe("unknown");
  });
});
