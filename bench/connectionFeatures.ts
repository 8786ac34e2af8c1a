/**
 * Figure 14c, users' enabled connection features (issue 36): figure 14's runs per second, the
 * subscriptions coming from `connection.enablement_changed` events with a runtime script instead of
 * the composer's applets. PostgreSQL (the bench writes the events to the outbox, as the connections
 * domain publishes them, from its own process). One fresh quick-start gateway and the sample
 * partner: first figure 14's 20 applets (the reference, same process and database), then the applets
 * deleted and 20 enablements of one feature each with the same steps, without a script, then (a
 * newer version of each) with a runtime script that reads `Feature.customFields` and `Meta` and sets
 * the caption. `pnpm exec tsx bench/connectionFeatures.ts` runs it alone.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase, type Db } from '@switchyard/server-kit';
import { chooseDatabase } from './lib/database';
import { startGateway } from './lib/gateway';
import { freePort, stopChild } from './lib/processes';
import { startSamplePartner } from './endpointTests';
import { NO_FLOOD_GUARD, setUp, throughput, type EngineThroughput } from './engine';

/** As many features as figure 14 has applets, on the same trigger. */
const FEATURES = 20;
const SCRIPT = [
  'if (Feature.customFields.skip_word && Daybook.newJournalEntry.Title.indexOf(Feature.customFields.skip_word) >= 0)',
  '  Daybook.addPhotoToAlbum.skip("private");',
  'var gap = Meta.previousTriggerTime === null ? 0 : Meta.triggerTime - Meta.previousTriggerTime;',
  'Daybook.addPhotoToAlbum.setCaption(Feature.customFields.prefix + Daybook.newJournalEntry.Title + (gap < 0 ? " (late)" : ""));',
].join('\n');

/** The same work as filter code of an applet (no Feature: its values are written in). */
const APPLET_SCRIPT = SCRIPT.replace('Feature.customFields.skip_word', "'never-in-a-title'")
  .replace('Feature.customFields.skip_word', "'never-in-a-title'")
  .replace('Feature.customFields.prefix', "'Applet: '");

interface ConnectionFeatureFigures {
  features: number;
  /** The applets first (figure 14's shape), then the features without and with the script, in one gateway. */
  throughput: EngineThroughput[];
  /** connection.trigger_fired events the engine published during the features' rounds. */
  triggersFired: number;
}

async function waitUntil(what: string, probe: () => Promise<boolean>, ms = 60_000) {
  const until = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > until) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const count = async (db: Db, sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: string }>(sql, params)).rows[0].n);

/**
 * Olivia's 20 enablements, each of one feature running the applet's spec (`spec`, the composer's,
 * as the engine keeps it) with `script`: written to the outbox as the connections domain publishes
 * them. The same enablements and features at every version.
 */
function featureEnablements(spec: Record<string, unknown>, userId: string) {
  const connectionId = randomUUID();
  const trigger = spec.trigger as { channel_module_name: string; module_name: string; service_id: string };
  const ids = Array.from({ length: FEATURES }, () => ({ enablement: randomUUID(), feature: randomUUID() }));
  return async (db: Db, version: number, script: string | null) => {
    for (const [i, { enablement, feature }] of ids.entries()) {
      const custom = { prefix: `Feature ${i}: `, skip_word: 'never-in-a-title' };
      const event = {
        enablement_id: enablement,
        connection_id: connectionId,
        connection_version: 1,
        owner_service_id: trigger.service_id,
        connected_service_ids: [trigger.service_id],
        user_id: userId,
        partner_user_id: null,
        enabled: true,
        features: [
          {
            id: feature,
            name: `bench_${i}`,
            custom_field_values: custom,
            step_field_values: {},
            spec: {
              ...spec,
              name: `Bench feature ${i}`,
              filter_code: script,
              connection: {
                connection_id: connectionId,
                enablement_id: enablement,
                feature_name: `bench_${i}`,
                trigger_id: `${trigger.channel_module_name}.${trigger.module_name}`,
                custom_field_values: custom,
              },
            },
          },
        ],
        version,
        updated_at: new Date().toISOString(),
      };
      await db.query('INSERT INTO events.outbox (id, type, data) VALUES ($1, $2, $3)', [
        randomUUID(),
        'connection.enablement_changed',
        JSON.stringify(event),
      ]);
    }
    const settled = `SELECT count(*) AS n FROM engine.enablements WHERE id = ANY($1::uuid[]) AND version = $2`;
    await waitUntil(
      'the enablements applied',
      async () => (await count(db, settled, [ids.map((i) => i.enablement), version])) === FEATURES,
    );
  };
}

/**
 * 20 applets of Olivia with `filter_code`, the composer's spec otherwise: applet.activation_changed
 * written to the outbox as the composer publishes it. Called again with `null` it removes them.
 */
function scriptedApplets(spec: Record<string, unknown>, userId: string) {
  const ids = Array.from({ length: FEATURES }, () => randomUUID());
  let revision = 1;
  return async (db: Db, code: string | null) => {
    revision += 1;
    for (const [i, id] of ids.entries())
      await db.query('INSERT INTO events.outbox (id, type, data) VALUES ($1, $2, $3)', [
        randomUUID(),
        'applet.activation_changed',
        JSON.stringify({
          applet_id: id,
          user_id: userId,
          revision,
          enabled: code !== null,
          spec: code === null ? null : { ...spec, name: `Scripted applet ${i}`, filter_code: code },
        }),
      ]);
    const live =
      'SELECT count(*) AS n FROM engine.subscriptions WHERE applet_id = ANY($1::uuid[]) AND enabled';
    await waitUntil(
      'the scripted applets applied',
      async () => (await count(db, live, [ids])) === (code === null ? 0 : FEATURES),
    );
  };
}

/** Waits until `n` subscriptions (applets, or features with `features`) are on and their trigger was polled once. */
const primed = (db: Db, n: number, features: boolean) =>
  waitUntil(
    'the trigger polled once',
    async () =>
      (await count(
        db,
        `SELECT count(*) AS n FROM engine.subscriptions s JOIN engine.trigger_identities t ON t.id = s.identity_id
        WHERE s.enabled AND (s.enablement_id IS NOT NULL) = $1 AND t.primed_at IS NOT NULL`,
        [features],
      )) === n,
  );

export async function measureConnectionFeatures(opts: {
  root: string;
  logDir: string;
  workDir: string;
}): Promise<ConnectionFeatureFigures> {
  const pg = await chooseDatabase({ ...process.env, DATABASE_URL: undefined });
  if (pg.kind !== 'postgres') throw new Error('figure 14c needs PostgreSQL (127.0.0.1:5432)');
  const port = await freePort();
  const partner = await startSamplePartner(
    opts.root,
    await freePort(),
    join(opts.logDir, 'features-partner.log'),
    {
      PARTNER_REDIRECT_URIS: [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
        .map((b) => `${b}/my_services/*/callback`)
        .join(','),
    },
  );
  const gateway = await startGateway({
    root: opts.root,
    port,
    dataDir: join(opts.workDir, 'features'),
    logFile: join(opts.logDir, 'features-gateway.log'),
    databaseUrl: pg.url,
    sessionSecret: 'bench-features-session-secret-0123456789',
    env: { ...partner.gatewayEnv, POLL_INTERVAL: '3600', ...NO_FLOOD_GUARD },
  });
  const db = await openDatabase({ url: pg.url });
  try {
    const { call, ids } = await setUp(gateway.base, FEATURES);
    const reference = await throughput(partner.url, gateway.base, `PostgreSQL, ${FEATURES} applets (14c)`, 1);
    const { rows } = await db.query<{ spec: Record<string, unknown>; user_id: string }>(
      'SELECT spec, user_id FROM engine.subscriptions WHERE applet_id = $1',
      [ids[0]],
    );
    for (const id of ids) {
      const gone = await call(`/applets/${id}`, 'DELETE');
      if (gone.status >= 300) throw new Error(`DELETE /applets/${id} answered ${gone.status}`);
    }
    await waitUntil(
      'the applets gone from the engine',
      async () =>
        (await count(db, 'SELECT count(*) AS n FROM engine.subscriptions WHERE applet_id = ANY($1::uuid[])', [
          ids,
        ])) === 0,
    );
    // The applets again, now with filter code doing the script's work: the reference for the script.
    const applets = scriptedApplets(rows[0].spec, rows[0].user_id);
    await applets(db, APPLET_SCRIPT);
    await primed(db, FEATURES, false);
    const scriptedReference = await throughput(
      partner.url,
      gateway.base,
      `PostgreSQL, ${FEATURES} applets with the script as filter code (14c)`,
      1,
    );
    await applets(db, null);
    const enable = featureEnablements(rows[0].spec, rows[0].user_id);
    await enable(db, 1, null);
    // The features share the applets' trigger identity, begun again: its first poll fires nothing.
    await primed(db, FEATURES, true);
    const fired = "SELECT count(*) AS n FROM events.outbox WHERE type = 'connection.trigger_fired'";
    const before = await count(db, fired);
    const plain = await throughput(
      partner.url,
      gateway.base,
      `PostgreSQL, ${FEATURES} connection features, no script (14c)`,
      1,
    );
    // The same features, now with the runtime script (the same trigger identity: nothing primes again).
    await enable(db, 2, SCRIPT);
    const scripted = await throughput(
      partner.url,
      gateway.base,
      `PostgreSQL, ${FEATURES} connection features, runtime script (14c)`,
      1,
    );
    const triggersFired = (await count(db, fired)) - before;
    if (triggersFired !== plain.runs + scripted.runs)
      throw new Error(`${triggersFired} trigger_fired events for ${plain.runs + scripted.runs} runs`);
    return { features: FEATURES, throughput: [reference, scriptedReference, plain, scripted], triggersFired };
  } finally {
    await db.close();
    await stopChild(gateway.child);
    await stopChild(partner.child);
    await pg.drop();
  }
}

if (require.main === module) {
  const root = resolve(__dirname, '..');
  const logDir = join(__dirname, 'results', 'logs');
  mkdirSync(logDir, { recursive: true });
  measureConnectionFeatures({
    root,
    logDir,
    workDir: mkdtempSync(join(tmpdir(), 'switchyard-features-')),
  }).then(
    (f) => {
      console.log(`\nFigure 14c: ${f.features} connection features against ${f.features} applets (1 worker)`);
      for (const t of f.throughput)
        console.log(
          `${t.database} | ${t.runs} runs | ${t.seconds.toFixed(1)} s | ${Math.round(t.runsPerSecond)}/s`,
        );
      const [applets, scriptedApplets, plain, scripted] = f.throughput;
      const share = (t: EngineThroughput, of: EngineThroughput) =>
        `${((t.runsPerSecond / of.runsPerSecond) * 100).toFixed(0)} %`;
      console.log(`${plain.database}: ${share(plain, applets)} of the applets'`);
      console.log(
        `${scripted.database}: ${share(scripted, scriptedApplets)} of the applets' with the same code`,
      );
      console.log(`${f.triggersFired} trigger_fired events, one per run`);
    },
    (err: Error) => {
      console.error(err);
      process.exit(1);
    },
  );
}
