/**
 * Figure 19, webhook latency (issue 36): a new item at the sample partner (a journal entry written
 * through its control API, which notifies the platform at once) → the engine polls, runs Olivia's
 * enabled connection feature and publishes connection.trigger_fired → the connections domain's
 * signed webhook received by the partner (trigger_subscription/fired). p50 and p95 of 20 items.
 * `pnpm exec tsx bench/webhookLatency.ts` runs it alone.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { connectAndEnable, partnerAndGateway } from './connectApi';
import { NO_FLOOD_GUARD } from './engine';
import { chooseDatabase } from './lib/database';
import { ms, table, verdict } from './lib/format';
import { stopChild } from './lib/processes';

const KEY = { 'Switchyard-Service-Key': 'demo-service-key', 'content-type': 'application/json' };
const SAMPLES = 20;
export const webhookTargets = { p95Ms: 1000 };

export interface WebhookLatencyFigures {
  database: string;
  /** What the time starts at. */
  from: 'new item at the partner';
  samples: number;
  p50Ms: number;
  p95Ms: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

interface Received {
  body: { event_data?: { ingredients?: Record<string, unknown> } };
  verified: boolean;
}

/** Waits until the partner has been asked for new journal entries once (the engine's first poll). */
async function firstPoll(partnerUrl: string, limitMs: number): Promise<void> {
  const end = performance.now() + limitMs;
  while (performance.now() < end) {
    const res = await fetch(`${partnerUrl}/_control/requests`, { headers: KEY });
    const { data } = (await res.json()) as { data: { path: string }[] };
    if (data.some((r) => r.path.endsWith('/triggers/new_journal_entry'))) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the engine did not poll the feature's trigger within ${limitMs / 1000} s`);
}

/** Waits for a verified webhook whose ingredients' title is `title`; null after `limitMs`. */
async function webhookFor(partnerUrl: string, title: string, limitMs: number): Promise<number | null> {
  const end = performance.now() + limitMs;
  while (performance.now() < end) {
    const res = await fetch(`${partnerUrl}/_control/webhooks`, { headers: KEY });
    const { data } = (await res.json()) as { data: Received[] };
    if (data.some((w) => w.verified && w.body?.event_data?.ingredients?.title === title))
      return performance.now();
    await new Promise((r) => setTimeout(r, 10));
  }
  return null;
}

export async function measureWebhookLatency(opts: { root: string; logDir: string; workDir: string }) {
  const pg = await chooseDatabase({ ...process.env, DATABASE_URL: undefined });
  const { partner, gateway } = await partnerAndGateway(opts, pg, 'webhook', {
    POLL_INTERVAL: '3600',
    ...NO_FLOOD_GUARD,
  });
  try {
    await connectAndEnable(gateway.base, [
      {
        name: 'entry_covers_to_album',
        values: { step_field_values: { 'action.daybook.add_photo_to_album': { album: 'album_lisbon' } } },
      },
    ]);
    const times: number[] = [];
    // The engine's first poll of the feature records what exists (and fires nothing): wait for it.
    await firstPoll(partner.url, 30_000);
    for (let i = 0; i < SAMPLES + 2; i++) {
      const title = `Webhook ${i} ${randomUUID().slice(0, 8)}`;
      const started = performance.now();
      await fetch(`${partner.url}/_control/entries`, {
        method: 'POST',
        headers: KEY,
        body: JSON.stringify({ title }),
      });
      const at = await webhookFor(partner.url, title, 10_000);
      if (at === null) throw new Error(`no webhook for entry ${i} within 10 s`);
      if (i >= 2) times.push(at - started);
    }
    times.sort((a, b) => a - b);
    const figures: WebhookLatencyFigures = {
      database: pg.kind === 'postgres' ? 'PostgreSQL' : 'embedded',
      from: 'new item at the partner',
      samples: times.length,
      p50Ms: percentile(times, 0.5),
      p95Ms: percentile(times, 0.95),
    };
    return figures;
  } finally {
    await stopChild(gateway.child);
    await stopChild(partner.child);
    if (pg.kind === 'postgres') await pg.drop();
  }
}

export function renderWebhookLatency(f: WebhookLatencyFigures): string {
  return [
    `19. Webhook latency: ${f.from} → the signed webhook received by the sample partner (${f.samples} items, ${f.database})`,
    table(
      ['from', 'p50', 'p95', 'target'],
      [
        [
          f.from,
          ms(f.p50Ms),
          ms(f.p95Ms),
          `p95 ≤ ${webhookTargets.p95Ms} ms: ${verdict(f.p95Ms <= webhookTargets.p95Ms)}`,
        ],
      ],
    ),
  ].join('\n');
}

if (require.main === module) {
  const root = resolve(__dirname, '..');
  const dir = mkdtempSync(join(tmpdir(), 'switchyard-webhook-latency-'));
  measureWebhookLatency({ root, logDir: dir, workDir: dir }).then(
    (f) => {
      console.log(renderWebhookLatency(f));
      process.exit(0);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
