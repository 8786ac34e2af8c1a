import { lookup } from 'node:dns/promises';
import type { Socket } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { addressRefusal, isIpLiteral, portOf, unbracket, type AllowList } from './addressPolicy';
import { SafeFetchError } from './safeFetchError';

export interface ResolvedAddress {
  address: string;
  family?: number;
}
/** Name resolution, injectable for tests; the default asks the system resolver (hosts file included). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true });

export interface GuardPolicy {
  allow: AllowList;
  resolver: Resolver;
  connectTimeoutMs: number;
}

/** Is this address:port allowed (public unicast, or on the allow-list)? The reason when it is not. */
export function refusalFor(address: string, port: number, allow: AllowList): string | null {
  if (allow.has(address, port)) return null;
  return addressRefusal(address);
}

/**
 * The refusal of an address, saying why and, for operators whose partners run on a private network,
 * the setting that allows it.
 */
export const blocked = (host: string, address: string, port: number, reason: string, url?: string) =>
  new SafeFetchError(
    'blocked_address',
    `Refused to connect to ${host === address ? address : `${host} (${address})`}: ${reason}. ` +
      'Partner APIs must be on public addresses; an operator running partners on a private network can ' +
      `allow this one with the setting SAFE_FETCH_ALLOW=${host.includes(':') ? `[${host}]` : host}:${port}.`,
    url,
  );

/**
 * The undici connector of every guarded call. Each new connection: an allow-listed host:port goes
 * straight through; an IP literal is checked; a name is resolved here, each address checked, and the
 * socket opened to a checked address itself (never re-resolved, so DNS rebinding gains nothing); and
 * once connected, the peer address is checked again. A refused address is never connected to.
 */
export function guardedConnector(policy: GuardPolicy): buildConnector.connector {
  const open = buildConnector({ timeout: policy.connectTimeoutMs });
  return (opts, callback) => {
    const host = unbracket(opts.hostname);
    const port = portOf(opts.protocol, opts.port);
    if (policy.allow.has(host, port)) {
      open(opts, callback);
      return;
    }
    const checkPeer: buildConnector.Callback = (err, socket) => {
      if (err) return callback(err, null);
      const peer = (socket as Socket).remoteAddress ?? '';
      const reason = refusalFor(peer, port, policy.allow);
      if (reason) {
        (socket as Socket).destroy();
        return callback(blocked(host, peer, port, reason), null);
      }
      callback(null, socket as Socket);
    };
    if (isIpLiteral(host)) {
      const reason = refusalFor(host, port, policy.allow);
      if (reason) return callback(blocked(host, host, port, reason), null);
      open(opts, checkPeer);
      return;
    }
    // Tries each checked address in turn, as the system would across a name's addresses.
    const connectFirst = (addresses: string[], i: number, lastErr: Error | null): void => {
      if (i >= addresses.length) return callback(lastErr ?? new Error('no address to connect to'), null);
      open({ ...opts, hostname: addresses[i]!, servername: opts.servername ?? host }, (err, socket) =>
        err ? connectFirst(addresses, i + 1, err) : checkPeer(null, socket!),
      );
    };
    resolveChecked(policy, host, port).then(
      (addresses) => connectFirst(addresses, 0, null),
      (err: Error) => callback(err, null),
    );
  };
}

async function resolveChecked(policy: GuardPolicy, host: string, port: number): Promise<string[]> {
  let found: ResolvedAddress[];
  let timer: NodeJS.Timeout | undefined;
  try {
    found = await Promise.race([
      policy.resolver(host),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('lookup timed out')), policy.connectTimeoutMs);
      }),
    ]);
  } catch (err) {
    throw new SafeFetchError('dns_failed', `Could not resolve ${host}.`, undefined, { cause: err });
  } finally {
    clearTimeout(timer);
  }
  if (!Array.isArray(found) || found.length === 0) {
    throw new SafeFetchError('dns_failed', `Could not resolve ${host}.`);
  }
  const usable: string[] = [];
  let firstRefusal: SafeFetchError | null = null;
  for (const { address } of found) {
    const reason = refusalFor(address, port, policy.allow);
    if (!reason) usable.push(address);
    else firstRefusal ??= blocked(host, address, port, reason);
  }
  if (usable.length === 0) throw firstRefusal!;
  return usable;
}

export function createGuardedAgent(policy: GuardPolicy): Agent {
  return new Agent({
    connect: guardedConnector(policy),
    keepAliveTimeout: 4_000,
    // The caller's own deadline (an abort signal) is the real limit; these only stop a stuck socket.
    headersTimeout: 300_000,
    bodyTimeout: 300_000,
  });
}
