import { SUGGESTION_BLANK, SUGGESTION_TYPE_INVALID } from '@switchyard/connections-common';
import { codeOf, SERVICE_IDS, startKit, VIEWERS, type Kit } from '../testing/connectionsTestKit';
import { SUGGESTION_CHANNEL_INVALID } from './suggestionStore';

jest.setTimeout(60_000);

let kit: Kit;
beforeAll(async () => {
  kit = await startKit();
});
afterAll(() => kit.stop());

const SEND = `mutation ($input: SuggestionInput!) { sendSuggestion(input: $input) {
  suggestion { id service_name text type channel_id email_updates created_at } errors { attribute message } } }`;
const SUBSCRIBE = `mutation ($id: ID!, $on: Boolean!) { updateSuggestionSubscription(id: $id, email_updates: $on) {
  suggestion { id email_updates } errors { attribute message } } }`;

const suggestion = (over: Record<string, unknown> = {}) => ({
  service_name: '  Moonbase  ',
  text: ' Please add Moonbase ',
  type: 'service',
  channel_id: SERVICE_IDS.daybook,
  ...over,
});

describe('sendSuggestion', () => {
  it('stores a suggestion of any signed-in user, trimmed', async () => {
    for (const ctx of [VIEWERS.nia, VIEWERS.olivia, VIEWERS.stella]) {
      const r = await kit.run(SEND, ctx, { input: suggestion() });
      expect(r.errors).toBeUndefined();
      expect(r.data!.sendSuggestion).toMatchObject({
        suggestion: {
          service_name: 'Moonbase',
          text: 'Please add Moonbase',
          type: 'service',
          channel_id: SERVICE_IDS.daybook,
          email_updates: false,
        },
        errors: [],
      });
    }
  });

  it('refuses blank texts, unknown types and malformed channel ids, storing nothing', async () => {
    const r = await kit.run(SEND, VIEWERS.nia, {
      input: suggestion({ service_name: ' ', text: '', type: 'gadget', channel_id: 'daybook' }),
    });
    expect(r.data!.sendSuggestion).toEqual({
      suggestion: null,
      errors: [
        { attribute: 'service_name', message: SUGGESTION_BLANK },
        { attribute: 'text', message: SUGGESTION_BLANK },
        { attribute: 'type', message: SUGGESTION_TYPE_INVALID },
        { attribute: 'channel_id', message: SUGGESTION_CHANNEL_INVALID },
      ],
    });
  });

  it('refuses signed-out viewers', async () => {
    expect(codeOf(await kit.run(SEND, VIEWERS.anonymous, { input: suggestion() }))).toBe('UNAUTHENTICATED');
  });
});

describe('updateSuggestionSubscription', () => {
  it('lets the sender turn email updates on and off; anyone else gets NOT_FOUND', async () => {
    const sent = await kit.run(SEND, VIEWERS.nia, {
      input: suggestion({ type: 'applet', email_updates: false }),
    });
    const id = sent.data!.sendSuggestion.suggestion.id;
    expect(
      (await kit.run(SUBSCRIBE, VIEWERS.nia, { id, on: true })).data!.updateSuggestionSubscription,
    ).toEqual({
      suggestion: { id, email_updates: true },
      errors: [],
    });
    for (const ctx of [VIEWERS.olivia, VIEWERS.milo, VIEWERS.sol, VIEWERS.stella])
      expect(codeOf(await kit.run(SUBSCRIBE, ctx, { id, on: false }))).toBe('NOT_FOUND');
    expect(codeOf(await kit.run(SUBSCRIBE, VIEWERS.anonymous, { id, on: false }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await kit.run(SUBSCRIBE, VIEWERS.nia, { id: 'not-an-id', on: false }))).toBe('NOT_FOUND');
    const { rows } = await kit.db.query<{ email_updates: boolean }>(
      'SELECT email_updates FROM connections.suggestions WHERE id = $1',
      [id],
    );
    expect(rows).toEqual([{ email_updates: true }]);
  });
});
