/**
 * How many events one client (its address, or its IPv6 /64) may add to the
 * statistics (decision 0018): a bucket of `burst` events, refilled by
 * `perSecond`. A person, or an office behind one address, never meets it; a
 * flood from one address becomes a few hundred events instead of a hundred
 * thousand. In memory, per process, for at most `maxClients` clients, and an
 * address only while its bucket is not full again (a few minutes).
 *
 * The same class keeps the ceiling of a whole address range (`addressRange`: an IPv4 /24, an IPv6 /48), so
 * that fresh addresses from one network, each with a full bucket of its own, still add up to a bounded number.
 */
type Bucket = { tokens: number; at: number };

export type ClientRateOptions = { burst?: number; perSecond?: number; maxClients?: number };

export class ClientRate {
  readonly burst: number;
  readonly perSecond: number;
  readonly maxClients: number;
  // Two generations instead of a list in order of use: when the newer one holds half the clients, or is as old
  // as it takes a bucket to fill up, the older is forgotten. O(1) always, and a client seen in either is
  // remembered; one forgotten starts with a full bucket, as it would have had by then anyway unless evicted for room.
  #current = new Map<string, Bucket>();
  #previous = new Map<string, Bucket>();
  #currentSince = 0;

  constructor({ burst = 120, perSecond = 1, maxClients = 20_000 }: ClientRateOptions = {}) {
    this.burst = burst;
    this.perSecond = perSecond;
    this.maxClients = maxClients;
  }

  /** Whether the client's event counts now (and takes one from its bucket). */
  allow(client: string, now = Date.now()): boolean {
    const bucket = this.#bucketOf(client, now);
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  get trackedClients(): number {
    return this.#current.size + this.#previous.size;
  }

  #bucketOf(client: string, now: number): Bucket {
    if (now - this.#currentSince >= (this.burst / this.perSecond) * 1000) this.#nextGeneration(now);
    const current = this.#current.get(client);
    if (current) return current;
    const bucket = this.#previous.get(client) ?? { tokens: this.burst, at: now };
    this.#previous.delete(client);
    if (this.#current.size >= this.maxClients / 2) this.#nextGeneration(now);
    this.#current.set(client, bucket);
    return bucket;
  }

  #nextGeneration(now: number) {
    this.#previous = this.#current;
    this.#current = new Map();
    this.#currentSince = now;
  }
}

/**
 * The address range a client's key belongs to: an IPv4 address's /24, an IPv6 /64's /48. Whoever holds one
 * address of a range usually holds the rest of it too (a hosting provider's network, a home line's delegated
 * prefix), and can give every hit a fresh address; the range is what they cannot change. Anything else
 * ("unknown") is its own range.
 */
export function addressRange(clientKey: string): string {
  const ipv4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(clientKey);
  if (ipv4) return `${ipv4[1]}.0/24`;
  const ipv6 = /^([\da-f:]+)\/64$/i.exec(clientKey);
  const groups = ipv6 && ipv6GroupsOf(ipv6[1]!);
  return groups ? `${groups.slice(0, 3).join(":")}::/48` : clientKey;
}

/** The eight groups of a compressed IPv6 address (as clientKey writes it), in lower-case hex without leading zeros. */
function ipv6GroupsOf(address: string): string[] | undefined {
  const [head = "", tail, ...more] = address.split("::");
  if (more.length) return undefined;
  const parse = (part: string) => (part ? part.split(":") : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const missing = 8 - front.length - back.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  const groups = [...front, ...Array<string>(missing).fill("0"), ...back];
  if (!groups.every((group) => /^[\da-f]{1,4}$/i.test(group))) return undefined;
  return groups.map((group) => Number.parseInt(group, 16).toString(16));
}
