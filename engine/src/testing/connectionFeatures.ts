import { randomUUID } from 'node:crypto';
import type {
  AppletRunSpec,
  ConnectionEnablementChanged,
  ConnectionEnablementFeature,
} from '@switchyard/events';
import type { RunningGateway } from '@switchyard/platform-testing';
import { until } from './engineApplets';

/** One feature of an enablement as the connections domain lists it: what runs and the user's values. */
interface FeatureInput {
  id?: string;
  name: string;
  /** The trigger's mood field (one trigger identity per mood). */
  mood: string;
  /** The runtime script. */
  script: string | null;
  customFields?: Record<string, string | string[] | null>;
  album?: string;
}

/**
 * Enablements of a user's connection, as the connections domain announces them
 * (connection.enablement_changed, written to the outbox as its publish does): each feature is Daybook's
 * "New journal entry" (its mood) → "Add photo to album", captioned with the entry's title unless the
 * runtime script sets it.
 */
export async function connectionFeatures(gw: RunningGateway, userLogin: string) {
  const db = gw.gateway.db;
  const { rows: users } = await db.query<{ id: string }>('SELECT id FROM identity.users WHERE login = $1', [
    userLogin,
  ]);
  const { rows: services } = await db.query<{ id: string }>(
    "SELECT id FROM service_config.services WHERE module_name = 'daybook'",
  );
  const userId = users[0].id;
  const daybook = services[0].id;
  const connectionId = randomUUID();

  const spec = (f: FeatureInput): AppletRunSpec => ({
    name: `Feature ${f.name}`,
    owner_id: userId,
    filter_code: f.script,
    delay_seconds: null,
    trigger: {
      key: 'trigger',
      service_id: daybook,
      channel_module_name: 'daybook',
      module_name: 'new_journal_entry',
      path: 'Daybook.newJournalEntry',
      fields: { mood: f.mood },
      ingredients: [
        { path: 'Daybook.newJournalEntry.Title', slug: 'title' },
        { path: 'Daybook.newJournalEntry.CoverImageUrl', slug: 'cover_image_url' },
      ],
    },
    queries: [],
    actions: [
      {
        key: 'action:0',
        service_id: daybook,
        channel_module_name: 'daybook',
        module_name: 'add_photo_to_album',
        path: 'Daybook.addPhotoToAlbum',
        fields: {
          album: f.album ?? 'album_lisbon',
          image_url: '{{Daybook.newJournalEntry.CoverImageUrl}}',
          caption: '{{Daybook.newJournalEntry.Title}}',
        },
        ingredients: [],
        field_names: ['album', 'image_url', 'caption'],
        setters: { album: 'setAlbum', image_url: 'setImageUrl', caption: 'setCaption' },
      },
    ],
    connection: {
      connection_id: connectionId,
      enablement_id: '',
      feature_name: f.name,
      trigger_id: 'daybook.new_journal_entry',
      custom_field_values: f.customFields ?? {},
    },
  });

  /** Publishes one enablement's state; returns the event's id (the engine's ledger has it once applied). */
  async function publish(
    enablementId: string,
    version: number,
    enabled: boolean,
    features: (FeatureInput & { id: string })[],
  ): Promise<string> {
    const listed: ConnectionEnablementFeature[] = features.map((f) => {
      const s = spec(f);
      return {
        id: f.id,
        name: f.name,
        custom_field_values: f.customFields ?? {},
        step_field_values: {},
        spec: { ...s, connection: { ...s.connection!, enablement_id: enablementId } },
      };
    });
    const data: ConnectionEnablementChanged = {
      enablement_id: enablementId,
      connection_id: connectionId,
      connection_version: 1,
      owner_service_id: daybook,
      connected_service_ids: [daybook],
      user_id: userId,
      partner_user_id: null,
      enabled,
      features: enabled ? listed : [],
      version,
      updated_at: new Date().toISOString(),
    };
    const id = randomUUID();
    await db.query('INSERT INTO events.outbox (id, type, data) VALUES ($1, $2, $3)', [
      id,
      'connection.enablement_changed',
      JSON.stringify(data),
    ]);
    return id;
  }

  /** Waits until the engine has handled the event. */
  const applied = (eventId: string) =>
    until(gw, 'the enablement event applied', async () => {
      const { rows } = await db.query(
        "SELECT 1 FROM events.consumed WHERE consumer = 'engine' AND event_id = $1",
        [eventId],
      );
      return rows.length > 0;
    });

  /** Waits until the feature's trigger identity has had its first poll (it fires from the next). */
  const primed = (featureId: string) =>
    until(gw, 'the first poll of the feature', async () => {
      const { rows } = await db.query(
        `SELECT 1 FROM engine.subscriptions s JOIN engine.trigger_identities t ON t.id = s.identity_id
          WHERE s.applet_id = $1 AND s.enabled AND t.primed_at IS NOT NULL`,
        [featureId],
      );
      return rows.length > 0;
    });

  /** The events the engine published of a type, for one feature. */
  async function published<T>(type: string, featureId: string): Promise<T[]> {
    const { rows } = await db.query<{ data: T }>(
      "SELECT data FROM events.outbox WHERE type = $1 AND data->>'feature_id' = $2 ORDER BY seq",
      [type, featureId],
    );
    return rows.map((r) => r.data);
  }

  return { userId, daybook, connectionId, publish, applied, primed, published };
}
