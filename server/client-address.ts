/**
 * Who is asking: the peer of the TCP connection, unless the server stands
 * behind proxies it trusts (TRUST_PROXY). Each trusted proxy appends the
 * address it saw to `X-Forwarded-For`, so the client is the entry that many
 * places from the right; entries further left were written by the client and
 * are never believed, and an entry that is not an IP address counts as none.
 * (TRUST_PROXY itself is read with every other variable in config.server.ts.)
 */
import { isIP } from "node:net";

/** The client's address in canonical form (IPv4 dotted, IPv6 as RFC 5952 writes it), or "unknown". */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: number,
): string {
  const peer = canonicalAddress(socketAddress) ?? "unknown";
  if (trustedProxies === 0 || !forwardedFor) return peer;
  const entries = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return peer;
  // Fewer entries than trusted proxies: a proxy in the chain added none; the farthest one we have is still ours.
  const entry = entries[Math.max(0, entries.length - trustedProxies)];
  return canonicalAddress(entry) ?? peer;
}

/**
 * The key a client is counted under: an IPv4 address as it is, an IPv6 address
 * by its /64, since one home line, office or VM is given a whole /64 and picks
 * any address in it at will.
 */
export function clientKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = expandIpv6(address);
  return groups ? `${compressIpv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64` : address;
}

/** An address as one canonical string, or undefined when it is not an IP address. */
export function canonicalAddress(raw: string | undefined): string | undefined {
  const value = raw?.trim() ?? "";
  const version = isIP(value);
  if (version === 4) return value;
  if (version !== 6) return undefined;
  const groups = expandIpv6(value);
  if (!groups) return undefined;
  // An IPv4 client on a dual-stack socket (`::ffff:10.0.0.1`) is that IPv4 client.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  }
  return compressIpv6(groups);
}

/** Eight 16-bit groups of an address `isIP` accepted as IPv6 (zone ids dropped). */
function expandIpv6(address: string): number[] | undefined {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const missing = 8 - front.length - back.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  const groups = [...front, ...Array<number>(missing).fill(0), ...back];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : undefined;
}

/** RFC 5952: lower case, no leading zeros, the longest run of two or more zero groups (the first of equals) as `::`. */
function compressIpv6(groups: number[]): string {
  let bestStart = -1;
  let bestLength = 0;
  for (let start = 0; start < 8;) {
    if (groups[start] !== 0) {
      start++;
      continue;
    }
    let end = start;
    while (end < 8 && groups[end] === 0) end++;
    if (end - start > bestLength) [bestStart, bestLength] = [start, end - start];
    start = end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestLength < 2) return hex.join(":");
  return `${hex.slice(0, bestStart).join(":")}::${hex.slice(bestStart + bestLength).join(":")}`;
}
