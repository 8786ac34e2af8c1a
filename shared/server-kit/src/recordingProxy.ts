import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request that went through the proxy to the partner, as the partner got it. */
export interface ProxiedRequest {
  at: number;
  method: string;
  path: string;
  requestId: string | undefined;
  body: unknown;
  status: number | null;
  /** The port the caller connected from (see pidOfPort). */
  remotePort: number;
}

/**
 * An HTTP proxy in front of the sample partner that records every request (its X-Request-ID, body
 * and the partner's status): what the partner saw, counted where the issue counted it. It can hold
 * trigger calls (`holdTriggers`) until `release()`, so a test knows which worker is polling.
 */
export async function startRecordingProxy(target: string) {
  const upstream = new URL(target);
  const requests: ProxiedRequest[] = [];
  const held = new Set<{ req: IncomingMessage; go: () => void }>();
  let holdTriggers = false;

  const forward = (req: IncomingMessage, res: ServerResponse, raw: Buffer, entry: ProxiedRequest) => {
    const out = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        entry.status = answer.statusCode ?? null;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    out.end(raw);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      let body: unknown = null;
      try {
        body = raw.length ? JSON.parse(raw.toString('utf8')) : null;
      } catch {
        body = null;
      }
      const entry: ProxiedRequest = {
        at: Date.now(),
        method: req.method ?? '',
        path: req.url ?? '',
        requestId: req.headers['x-request-id'] as string | undefined,
        body,
        status: null,
        remotePort: req.socket.remotePort ?? 0,
      };
      requests.push(entry);
      if (holdTriggers && req.method === 'POST' && /\/v1\/triggers\/[^/]+$/.test(entry.path)) {
        const hold = { req, go: () => forward(req, res, raw, entry) };
        held.add(hold);
        req.socket.once('close', () => held.delete(hold));
        return;
      }
      forward(req, res, raw, entry);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    /** Holds every trigger call from now on until release(). */
    hold() {
      holdTriggers = true;
    },
    /** The trigger calls held now. */
    held: () => [...held].map((h) => h.req),
    release() {
      holdTriggers = false;
      for (const h of [...held]) {
        held.delete(h);
        h.go();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type RecordingProxy = Awaited<ReturnType<typeof startRecordingProxy>>;

/**
 * The process (of `pids`) whose TCP socket is bound to local port `port` on loopback (Linux: the
 * socket's inode in /proc/net/tcp, then the process whose file descriptors hold it); null when none.
 */
export function pidOfPort(port: number, pids: number[]): number | null {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length > 9 && cols[1].endsWith(`:${hex}`)) inodes.add(cols[9]);
    }
  }
  for (const pid of pids) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const m = /^socket:\[(\d+)\]$/.exec(link);
        if (m && inodes.has(m[1])) return pid;
      } catch {
        // closed meanwhile
      }
    }
  }
  return null;
}

/** The sample partner's "add photo to album": the engine's tests and bench caption it with an entry's title. */
const ADD_PHOTO = '/switchyard/v1/actions/add_photo_to_album';

/** One "add photo" action that reached the partner and was answered 200. */
export interface RecordedAction {
  caption: string;
  requestId: string;
  remotePort: number;
}

/**
 * Per applet (the action's `switchyard_source.id`), the "add photo" actions the partner answered 200
 * whose caption starts with `prefix`, in the order they reached it.
 */
export function recordedActions(requests: ProxiedRequest[], prefix: string) {
  const byApplet = new Map<string, RecordedAction[]>();
  for (const r of requests) {
    if (r.method !== 'POST' || r.path !== ADD_PHOTO || r.status !== 200) continue;
    const body = r.body as { actionFields?: { caption?: string }; switchyard_source?: { id?: string } };
    const caption = body.actionFields?.caption ?? '';
    if (!caption.startsWith(prefix)) continue;
    const applet = body.switchyard_source?.id ?? '';
    const list = byApplet.get(applet) ?? [];
    list.push({ caption, requestId: r.requestId ?? '', remotePort: r.remotePort });
    byApplet.set(applet, list);
  }
  return byApplet;
}

/**
 * The applets' actions (of `applets`, by default every applet that has one) against the captions
 * expected of each: found and lost (an expected caption an applet never got), duplicates (a caption
 * an applet got under two request ids: it ran twice) and order violations (an applet's first sight
 * of a caption after a later one's).
 */
export function tallyActions(
  byApplet: Map<string, RecordedAction[]>,
  expected: string[],
  applets = [...byApplet.keys()],
) {
  let found = 0;
  let lost = 0;
  let duplicates = 0;
  let outOfOrder = 0;
  for (const applet of applets) {
    const actions = byApplet.get(applet) ?? [];
    const idsOf = new Map<string, Set<string>>();
    for (const a of actions) idsOf.set(a.caption, (idsOf.get(a.caption) ?? new Set()).add(a.requestId));
    const got = expected.filter((t) => idsOf.has(t)).length;
    found += got;
    lost += expected.length - got;
    duplicates += [...idsOf.values()].filter((s) => s.size > 1).length;
    const firsts = actions.map((a) => a.caption).filter((c, i, all) => all.indexOf(c) === i);
    outOfOrder += firsts.filter((c, i) => i > 0 && c < firsts[i - 1]).length;
  }
  return { found, lost, duplicates, outOfOrder };
}
