import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Why an IP address may not be reached from the server, or null when it may: anything ipaddr.js does
 * not class as plain 'unicast' (loopback, private, link-local and cloud metadata, carrier-grade NAT,
 * unspecified, broadcast, multicast, reserved, unique local, NAT64/6to4/Teredo…). IPv4-mapped IPv6 is
 * unwrapped first; IPv6 must also be global unicast (2000::/3), which rules out the deprecated
 * IPv4-compatible ::a.b.c.d and site-local fec0::/10 forms that ipaddr.js calls unicast.
 */
export function addressRefusal(address: string): string | null {
  const bare = unbracket(address);
  if (!ipaddr.isValid(bare)) return 'not an IP address';
  let ip = ipaddr.parse(bare);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) {
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  }
  const range = ip.range();
  if (range !== 'unicast') return `${range} address`;
  if (ip.kind() === 'ipv6' && ((ip as ipaddr.IPv6).parts[0]! & 0xe000) !== 0x2000)
    return 'non-global IPv6 address';
  return null;
}

export function isIpLiteral(host: string): boolean {
  return isIP(unbracket(host)) !== 0;
}

export function unbracket(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** The effective port of a URL-like pair, as undici hands it to a connector ('' for the default). */
export function portOf(protocol: string, port: string | number): number {
  return Number(port) || (protocol === 'https:' ? 443 : 80);
}

/**
 * The development allow-list: host:port pairs (e.g. "127.0.0.1:8092,localhost:8092,[::1]:8092")
 * reached without the address checks. Hosts are normalised as the URL parser does, so "127.1:8092"
 * and "127.0.0.1:8092" are one entry.
 */
export class AllowList {
  private readonly entries: Set<string>;

  constructor(spec: string | readonly string[] | undefined) {
    const items = (typeof spec === 'string' ? spec.split(',') : (spec ?? []))
      .map((s) => s.trim())
      .filter(Boolean);
    this.entries = new Set(items.map(normaliseEntry));
  }

  get size() {
    return this.entries.size;
  }

  /** host: a URL hostname (brackets allowed) or a bare IP address. */
  has(host: string, port: number): boolean {
    return this.entries.size > 0 && this.entries.has(`${canonicalHost(host)}:${port}`);
  }

  /** A stable key for caching one dispatcher per allow-list. */
  key(): string {
    return [...this.entries].sort().join(',');
  }
}

function normaliseEntry(entry: string): string {
  const m = /^(.+):(\d{1,5})$/.exec(entry);
  let hostname: string | undefined;
  try {
    if (m && !/[/@?#\s]/.test(m[1]!)) hostname = new URL(`http://${m[1]}/`).hostname;
  } catch {
    hostname = undefined;
  }
  if (!m || !hostname || Number(m[2]) > 65535)
    throw new Error(`SAFE_FETCH_ALLOW entry "${entry}" is not host:port`);
  return `${canonicalHost(hostname)}:${Number(m[2])}`;
}

/** One spelling per host: IP addresses in ipaddr.js's canonical form (IPv4-mapped unwrapped), names lower-cased. */
function canonicalHost(host: string): string {
  const bare = unbracket(host);
  return isIP(bare) ? ipaddr.process(bare).toString() : bare.toLowerCase();
}
