import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { ServiceConfigurationChanged } from '@switchyard/events';
import {
  createSubgraphApp,
  signViewer,
  VIEWER_HEADER,
  type Memberships,
  type Viewer,
} from '@switchyard/server-kit';
import { randomUUID } from 'node:crypto';
import { createTestDb, waitForEventsSettled } from '@switchyard/server-kit/testing';
import { storeChannel } from '../catalog';
import { composerDomain } from '../index';
import { closeFilterCodeSandbox } from './filterCode';

const SECRET = 'test-secret';

export interface ComposerHarness {
  db: Awaited<ReturnType<typeof createTestDb>>;
  /** Where the subgraph listens (for calls the harness does not sign as a viewer, e.g. internal ones). */
  base: string;
  /** A request to the subgraph as the viewer (null: signed out); the JSON answer. */
  call(
    v: Viewer | null,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: any }>;
  gql(
    v: Viewer | null,
    query: string,
    variables?: Record<string, unknown>,
  ): ReturnType<ComposerHarness['call']>;
  /** Another domain's event, as its bus records it (the outbox), handled by the composer before this resolves. */
  publish(type: string, data: object): Promise<void>;
  close(): Promise<void>;
}

/**
 * The composer subgraph on a fresh database, listening on a free port, with these services in its
 * catalog; requests signed as the viewer with the memberships the test gives them.
 */
export async function startComposer(
  channels: ServiceConfigurationChanged[],
  membershipsOf: (v: Viewer) => Memberships,
): Promise<ComposerHarness> {
  const db = await createTestDb([composerDomain.migrations]);
  const app = await createSubgraphApp(composerDomain, db, { SESSION_SECRET: SECRET });
  const server: Server = app.listen(0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await db.transaction(async (tx) => {
    for (const channel of channels) await storeChannel(tx, channel);
  });
  const call: ComposerHarness['call'] = async (v, method, path, body) => {
    const res = await fetch(base + path, {
      method,
      headers: {
        'content-type': 'application/json',
        [VIEWER_HEADER]: signViewer(v, v ? membershipsOf(v) : {}, SECRET),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  return {
    db,
    base,
    call,
    gql: (v, query, variables = {}) => call(v, 'POST', '/graphql', { query, variables }),
    async publish(type, data) {
      await db.query('INSERT INTO events.outbox (id, type, data) VALUES ($1, $2, $3)', [
        randomUUID(),
        type,
        JSON.stringify(data),
      ]);
      await waitForEventsSettled(db);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.shutdown();
      await closeFilterCodeSandbox();
      await db.drop();
    },
  };
}
