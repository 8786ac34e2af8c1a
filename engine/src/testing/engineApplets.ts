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
      const jobs = await gw.gateway.db.query(
        `SELECT name, state, count(*)::int AS n FROM pgboss.job WHERE name LIKE 'engine.%' GROUP BY 1, 2 ORDER BY 1, 2`,
      );
      console.log(JSON.stringify({ runs: runs.rows, jobs: jobs.rows }, null, 1));
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
    // On: the engine hears of it and polls once, recording what exists.
    await until(gw, 'the first poll', async () => {
      const { rows } = await gw.gateway.db.query(
        `SELECT 1 FROM engine.subscriptions s JOIN engine.trigger_identities t ON t.id = s.identity_id
          WHERE s.applet_id = $1 AND t.primed_at IS NOT NULL`,
        [id],
      );
      return rows.length > 0;
    });
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
