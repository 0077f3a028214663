/**
 * Who is asking: the peer of the TCP connection, unless the server stands
 * behind proxies it trusts (TRUST_PROXY). Each trusted proxy appends the
 * address it saw to `X-Forwarded-For`, so the client is the entry that many
 * places from the right; entries further left were written by the client and
 * are never believed.
 */

/** TRUST_PROXY: unset, "", "0", "false", "no", "off" trust nobody; "true", "yes", "on" one proxy; a number that many. */
export function trustedProxiesFromEnv(raw: string | undefined): number {
  const value = raw?.trim().toLowerCase() ?? "";
  if (["", "0", "false", "no", "off"].includes(value)) return 0;
  if (["true", "yes", "on"].includes(value)) return 1;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`TRUST_PROXY must be true, false or the number of proxies in front of the server; got "${raw}".`);
  }
  return hops;
}

export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: number,
): string {
  const peer = normalize(socketAddress) || "unknown";
  if (trustedProxies === 0 || !forwardedFor) return peer;
  const entries = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than trusted proxies: a proxy in the chain added none; the farthest one we have is still ours.
  const entry = entries[Math.max(0, entries.length - trustedProxies)];
  return normalize(entry) || peer;
}

/** `::ffff:10.0.0.1` and `10.0.0.1` are one client. */
function normalize(address: string | undefined): string {
  const value = address?.trim() ?? "";
  return value.toLowerCase().startsWith("::ffff:") && value.includes(".") ? value.slice(7) : value;
}
