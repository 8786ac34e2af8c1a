import { SUGGESTION_EVENTS } from '@switchyard/events';
import { SERVICE_IDS, startKit, VIEWERS, type Kit } from '../testing/connectionsTestKit';
import { announceUnannounced } from './suggestionEvents';

// suggestion.sent (issue 37): published with each suggestion, in its transaction; the suggestions
// stored before the event existed announced once, whoever runs the announcement and however often.
jest.setTimeout(60_000);

let kit: Kit;
beforeAll(async () => {
  kit = await startKit(); // its event bus relays only every minute: the outbox keeps what is published
});
afterAll(() => kit.stop());

const SEND = `mutation ($input: SuggestionInput!) { sendSuggestion(input: $input) { suggestion { id created_at } errors { message } } }`;
const published = async () =>
  (
    await kit.db.query<{ data: Record<string, unknown> }>(
      'SELECT data FROM events.outbox WHERE type = $1 ORDER BY seq',
      [SUGGESTION_EVENTS.sent],
    )
  ).rows.map((r) => r.data);

it('publishes a suggestion as it is stored, marked announced', async () => {
  const r = await kit.run(SEND, VIEWERS.nia, {
    input: {
      service_name: ' Moonbase ',
      text: 'Please add Moonbase',
      type: 'protocol',
      channel_id: SERVICE_IDS.daybook,
    },
  });
  const { id, created_at } = r.data!.sendSuggestion.suggestion;
  expect(await published()).toEqual([
    {
      suggestion_id: id,
      user_id: VIEWERS.nia.viewer!.id,
      service_name: 'Moonbase',
      text: 'Please add Moonbase',
      type: 'protocol',
      channel_id: SERVICE_IDS.daybook,
      created_at: new Date(created_at).toISOString(),
    },
  ]);
  const { rows } = await kit.db.query('SELECT 1 FROM connections.suggestions WHERE announced_at IS NULL');
  expect(rows).toEqual([]);
  // A refused suggestion publishes nothing.
  await kit.run(SEND, VIEWERS.nia, { input: { service_name: '', text: '', type: 'service' } });
  expect(await published()).toHaveLength(1);
});

it('announces the earlier suggestions once, in batches, even from several processes at once', async () => {
  await kit.db.query(
    `INSERT INTO connections.suggestions (id, user_id, service_name, text, type, channel_id, created_at)
     SELECT gen_random_uuid(), $1, 'Old ' || n, 'An old idea', 'service', NULL, now() - n * interval '1 day'
       FROM generate_series(1, 25) AS n`,
    [VIEWERS.olivia.viewer!.id],
  );
  const counts = await Promise.all([
    announceUnannounced(kit.db, kit.events, 4),
    announceUnannounced(kit.db, kit.events, 4),
  ]);
  expect(counts[0] + counts[1]).toBe(25);
  expect(await announceUnannounced(kit.db, kit.events, 4)).toBe(0);
  const old = (await published()).filter((e) => String(e.service_name).startsWith('Old '));
  expect(old).toHaveLength(25);
  expect(new Set(old.map((e) => e.suggestion_id)).size).toBe(25);
  expect(old[0]).toMatchObject({ type: 'service', channel_id: null, text: 'An old idea' });
});
