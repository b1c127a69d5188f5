import { isIP } from 'node:net';

/** better-auth reads the client address from this header, which only the auth plugin sets. */
export const CLIENT_IP_HEADER = 'x-palmares-client-ip';

/**
 * Which proxies' `X-Forwarded-For` entries to believe: none, the N nearest hops, or the hops
 * whose address is in a list (IPs, CIDRs, or proxy-addr's `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || isIP(entry)) return true;
  const [address = '', mask = '', ...rest] = entry.split('/');
  if (rest.length > 0 || !isIP(address)) return false;
  if (isIP(mask)) return true;
  return /^\d{1,3}$/.test(mask) && Number(mask) <= (isIP(address) === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as the operator writes it. `true` is refused: trusting every hop makes the
 * leftmost `X-Forwarded-For` entry, which the client writes, its address, so any client could
 * pick a new one per request and escape the per-address limits.
 */
export function parseTrustProxy(value: string): { ok: true; value: TrustProxy } | { ok: false; message: string } {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return { ok: true, value: false };
  if (text === 'true') {
    return {
      ok: false,
      message:
        "true would let any client choose its own address (the leftmost X-Forwarded-For entry); give the proxy's addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1) or the number of proxies in front (e.g. 1)",
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_HOPS ? { ok: true, value: hops } : { ok: false, message: `at most ${MAX_HOPS} proxies` };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) return { ok: false, message: `"${bad}" is not an IP address, a CIDR range, loopback, linklocal or uniquelocal` };
  return { ok: true, value: entries };
}

/**
 * Fastify's `trustProxy` for our setting. Fastify 5.12 accepts a number but then trusts no hop
 * at all (it "fails closed": every client would look like the proxy and share its limits), so
 * a hop count becomes a function trusting the socket peer and the N-1 entries before it, as
 * Express counts hops. That is only safe when the server is reachable through the proxy alone.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
