import type { RunningGateway, TestClient } from '@switchyard/platform-testing';

/** Waits until `probe` answers something truthy; on time-out, prints the engine's runs and jobs. */
export async function until<T>(
  gw: RunningGateway,
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  ms = 30_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) {
      const runs = await gw.gateway.db.query(
        `SELECT r.status, r.error, r.item->>'title' AS title,
                (SELECT json_agg(json_build_object('key', s.key, 'status', s.status, 'attempts', s.attempts))
                   FROM engine.run_steps s WHERE s.run_id = r.id) AS steps
           FROM engine.runs r ORDER BY r.created_at DESC LIMIT 20`,
      );
      // Every queue's jobs (the engine's and the event consumers'), the identities and the outbox:
      // where an item or an applet's activation stopped.
      const jobs = await gw.gateway.db.query(
        `SELECT name, state, count(*)::int AS n, max(created_on)::text AS last_created
           FROM pgboss.job GROUP BY 1, 2 ORDER BY 1, 2`,
      );
      const identities = await gw.gateway.db.query(
        `SELECT t.id, t.primed_at::text, t.next_poll_at::text, t.last_polled_at::text, t.last_error,
                (SELECT count(*)::int FROM engine.subscriptions s WHERE s.identity_id = t.id) AS subscribers
           FROM engine.trigger_identities t`,
      );
      const outbox = await gw.gateway.db.query(
        `SELECT type, count(*)::int AS unpublished, min(occurred_at)::text AS oldest
           FROM events.outbox WHERE published_at IS NULL GROUP BY 1`,
      );
      const dump = {
        at: new Date().toISOString(),
        runs: runs.rows,
        jobs: jobs.rows,
        identities: identities.rows,
        outbox: outbox.rows,
      };
      console.log(JSON.stringify(dump));
      throw new Error(`timed out waiting for ${what}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface AppletRun {
  status: string;
  error: string | null;
  steps: { key: string; status: string; attempts: number; error: string | null; duration_ms: number }[];
}

/**
 * Applets of one signed-in user who has connected Daybook: new journal entry → add a photo to
 * Summer in Lisbon, captioned (by default) with the entry's title.
 */
export function daybookApplets(gw: RunningGateway, user: TestClient) {
  /** `actionService`: the action's service, Daybook or a copy of it (`daybook_2`) on another partner. */
  async function create(extra: Record<string, unknown> = {}, { actionService = 'daybook' } = {}) {
    const res = await user.request('/applets', {
      method: 'POST',
      json: {
        applet: {
          name: 'Entries to photos',
          description: 'Each journal entry becomes a photo.',
          applet_trigger: {
            channel_module_name: 'daybook',
            module_name: 'new_journal_entry',
            fields: [{ name: 'mood', default_value_json: '"any"' }],
          },
          applet_actions: [
            {
              channel_module_name: actionService,
              module_name: 'add_photo_to_album',
              fields: [
                { name: 'image_url', default_value_json: '"{{Daybook.newJournalEntry.CoverImageUrl}}"' },
                { name: 'caption', default_value_json: '"{{Daybook.newJournalEntry.Title}}"' },
              ],
            },
          ],
          ...extra,
        },
      },
    });
    const body = (await res.json()) as { applet: { id: string } };
    if (res.status !== 201) throw new Error(`POST /applets answered ${res.status}: ${JSON.stringify(body)}`);
    const id = body.applet.id;
    // The album is the user's own choice (it has no default): the applet starts off until it is set.
    const set = await user.request(`/applets/${id}/settings`, {
      method: 'PUT',
      json: { field_values: { 'action:0': { album: 'album_lisbon' } } },
    });
    if (set.status !== 200) throw new Error(`settings answered ${set.status}`);
    const on = await user.request(`/applets/${id}/enable`, { method: 'POST' });
    if (on.status !== 200) throw new Error(`enable answered ${on.status}`);
    // On: the engine hears of it and polls once, recording what exists. Within seconds as a rule;
    // where a notification was missed on the way (a loaded machine's LISTEN connection reconnecting),
    // the event consumers' own look, every 30 s, brings the activation.
    await until(
      gw,
      'the first poll',
      async () => {
        const { rows } = await gw.gateway.db.query(
          `SELECT 1 FROM engine.subscriptions s JOIN engine.trigger_identities t ON t.id = s.identity_id
          WHERE s.applet_id = $1 AND t.primed_at IS NOT NULL`,
          [id],
        );
        return rows.length > 0;
      },
      60_000,
    );
    return id;
  }

  const live = new Set<string>();
  const remove = (id: string) => {
    live.delete(id);
    return user.request(`/applets/${id}`, { method: 'DELETE' });
  };
  return {
    async create(...args: Parameters<typeof create>) {
      const id = await create(...args);
      live.add(id);
      return id;
    },
    remove,
    /** Deletes what a test left (one that failed half-way): the next test starts with none polling. */
    async removeAll() {
      const ids = [...live];
      for (const id of ids) await remove(id);
      // The engine hears of a deletion a moment later: until then the next test's applets would join
      // the trigger identity these still hold (already polled, so their first poll would not record).
      await until(gw, 'the removed applets gone from the engine', async () => {
        const { rows } = await gw.gateway.db.query(
          'SELECT 1 FROM engine.subscriptions WHERE applet_id = ANY($1::uuid[]) LIMIT 1',
          [ids],
        );
        return rows.length === 0;
      });
    },
    async runs(id: string): Promise<AppletRun[]> {
      const answer = await user.gql(
        `{ applet(id: "${id}") { recent_runs(first: 50) { status error steps { key status attempts error duration_ms } } } }`,
      );
      return (answer.data!.applet as { recent_runs: AppletRun[] }).recent_runs;
    },
  };
}
