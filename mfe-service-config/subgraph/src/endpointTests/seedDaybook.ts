import type { Db } from '@switchyard/server-kit';
import type { ServiceConfigSettings } from '../settings';

/**
 * The demo service `daybook` of Acme (unpublished): a copy of the sample partner service's
 * (e2e/partner-service, "Daybook") triggers, fields, ingredients, actions and queries, pointed at it,
 * so an endpoint test of `daybook` against the running sample partner passes completely.
 */
export const DAYBOOK_SERVICE_ID = '20000000-0000-4000-8000-000000000100';

/** The sample partner's default service key and OAuth client (its README, "Pointing a service at it"). */
export const DAYBOOK_SERVICE_KEY = 'demo-service-key';
export const DAYBOOK_CLIENT_ID = 'switchyard-demo-client';
export const DAYBOOK_CLIENT_SECRET = 'demo-client-secret';
export const DAYBOOK_DEFAULT_URL = 'http://127.0.0.1:8092';

const id = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(100 + n).padStart(12, '0')}`;

/** The ids of Daybook's rows; a copy (1, 2, …: another service on another sample partner) has its own. */
export function daybookIds(copy = 0) {
  const at = (prefix: string, n: number) => id(prefix, n + copy * 1000);
  return {
    service: at('20000000', 0),
    row: at,
    triggers: {
      newPhotoInAlbum: at('40000000', 1),
      newJournalEntry: at('40000000', 2),
      newPhotoTakenNear: at('40000000', 3),
    },
    actions: { createJournalEntry: at('50000000', 1), addPhotoToAlbum: at('50000000', 2) },
    queries: { listAlbumPhotos: at('30000000', 1), searchJournalEntries: at('30000000', 2) },
  };
}

export const DAYBOOK_TRIGGERS = daybookIds().triggers;
export const DAYBOOK_ACTIONS = daybookIds().actions;
export const DAYBOOK_QUERIES = daybookIds().queries;

type Ingredient = [name: string, slug: string, note: string, valueType: string, example: string | null];

const PHOTO_INGREDIENTS: Ingredient[] = [
  ['PhotoId', 'photo_id', 'The id of the photo in Daybook.', 'string', 'ph_1001'],
  ['Title', 'title', 'The title of the photo.', 'string', 'Tram 28 at dawn'],
  [
    'Caption',
    'caption',
    'The caption written under the photo.',
    'string',
    'Tram 28 at dawn, Lisbon, Portugal.',
  ],
  ['AlbumName', 'album_name', 'The name of the album the photo is in.', 'string', 'Summer in Lisbon'],
  ['Place', 'place', 'Where the photo was taken.', 'string', 'Lisbon, Portugal'],
  ['TakenAt', 'taken_at', 'When the photo was taken.', 'datetime', null],
  ['TakenOn', 'taken_on', "The day the photo was taken, in the user's time zone.", 'date', null],
  [
    'ImageUrl',
    'image_url',
    'The address of the image itself.',
    'image_url',
    'https://daybook.example/images/ph_1001.svg',
  ],
  [
    'PhotoUrl',
    'photo_url',
    'The page of the photo in Daybook.',
    'web_url',
    'https://daybook.example/photos/ph_1001',
  ],
  [
    'MapUrl',
    'map_url',
    'A map of the place the photo was taken.',
    'web_url',
    'https://www.openstreetmap.org/?mlat=38.71&mlon=-9.14',
  ],
];

const ENTRY_INGREDIENTS: Ingredient[] = [
  ['EntryId', 'entry_id', 'The id of the journal entry in Daybook.', 'string', 'en_1028'],
  ['Title', 'title', 'The title of the entry.', 'string', 'Day 15: A long walk by the river'],
  ['Body', 'body', 'The text of the entry.', 'string', 'We walked along the river until the sun went down.'],
  [
    'Mood',
    'mood',
    'The mood the entry was written in: happy, calm, adventurous or reflective.',
    'string',
    'calm',
  ],
  ['CreatedAt', 'created_at', 'When the entry was written.', 'datetime', null],
  ['EntryDate', 'entry_date', "The day of the entry, in the user's time zone.", 'date', null],
  [
    'EntryUrl',
    'entry_url',
    'The page of the entry in Daybook.',
    'web_url',
    'https://daybook.example/entries/en_1028',
  ],
  [
    'CoverImageUrl',
    'cover_image_url',
    'The cover image of the entry.',
    'image_url',
    'https://daybook.example/images/en_1028.svg',
  ],
];

const MOODS = ['happy', 'calm', 'adventurous', 'reflective'];
const moodOptions = MOODS.map((m) => ({ name: m.charAt(0).toUpperCase() + m.slice(1), value: m }));

/**
 * Inserts `daybook` with its steps; does nothing when it exists (fixed ids, ON CONFLICT DO NOTHING).
 * `copy` seeds another such service (module `daybook_{n}`, service key `demo-service-key-{n}`), e.g.
 * on a second sample partner.
 */
export async function seedDaybook(
  tx: Db,
  partner: Pick<ServiceConfigSettings, 'partnerServiceUrl' | 'partnerClientSecret'>,
  organizationId: string,
  copy?: { n: number; url: string },
): Promise<void> {
  const url = (copy?.url || partner.partnerServiceUrl || DAYBOOK_DEFAULT_URL).replace(/\/+$/, '');
  const ids = daybookIds(copy?.n);
  const id = ids.row;
  const moduleName = copy ? `daybook_${copy.n}` : 'daybook';
  const name = copy ? `Daybook ${copy.n}` : 'Daybook';
  const { rowCount } = await tx.query(
    `INSERT INTO service_config.services
       (id, organization_id, module_name, name, description, published, brand_color, category_name, home_url,
        support_email, short_name, api_url_prefix, authentication_type, oauth_client_id, oauth_authorization_url,
        oauth_token_url, demo_account_login, demo_account_notes, service_key, oauth_client_secret)
     VALUES ($1, $2, $9, $10, 'A photo journal: albums of photos taken at places, and dated journal entries.',
       false, '#6D4C41', 'Photo & video', $3, 'support@daybook.example', $10, $3, 'oauth_refresh_token', $4,
       $5, $6, 'ada', 'The sample partner service: sign in as Ada Lovelace on its consent page.', $7, $8)
     ON CONFLICT DO NOTHING`,
    [
      ids.service,
      organizationId,
      url,
      DAYBOOK_CLIENT_ID,
      `${url}/oauth2/oauth_refresh_token/authorize`,
      `${url}/oauth2/oauth_refresh_token/token`,
      copy ? `${DAYBOOK_SERVICE_KEY}-${copy.n}` : DAYBOOK_SERVICE_KEY,
      partner.partnerClientSecret || DAYBOOK_CLIENT_SECRET,
      moduleName,
      name,
    ],
  );
  if (rowCount === 0) return;

  const t = ids.triggers;
  await tx.query(
    `INSERT INTO service_config.triggers (id, service_id, name, slug, description, verbiage, weight) VALUES
       ($1, $4, 'New photo in album', 'new_photo_in_album',
        'This trigger fires every time a photo is added to the album you choose.', 'new photo in {{album}}', 0),
       ($2, $4, 'New journal entry', 'new_journal_entry',
        'This trigger fires every time you write a journal entry, optionally only in a given mood.',
        'new journal entry', 1),
       ($3, $4, 'New photo taken near a place', 'new_photo_taken_near',
        'This trigger fires every time a photo taken in the area you choose is added.', 'new photo taken near {{location}}', 2)
     ON CONFLICT DO NOTHING`,
    [t.newPhotoInAlbum, t.newJournalEntry, t.newPhotoTakenNear, ids.service],
  );
  await tx.query(
    `INSERT INTO service_config.trigger_fields (id, trigger_id, name, slug, trigger_field_type, helper_text,
       shareable, populator_values, weight) VALUES
       ($1, $4, 'Which album?', 'album', 7, 'Photos added to this album fire the trigger.', false, '[]', 0),
       ($2, $5, 'With which mood?', 'mood', 6, NULL, true, $7::jsonb, 0),
       ($3, $6, 'Where?', 'location', 11, 'The area photos must be taken in (at most 50 km across).', false, '[]', 0)
     ON CONFLICT DO NOTHING`,
    [
      id('41000000', 1),
      id('41000000', 2),
      id('41000000', 3),
      t.newPhotoInAlbum,
      t.newJournalEntry,
      t.newPhotoTakenNear,
      JSON.stringify([{ name: 'Any mood', value: 'any' }, ...moodOptions]),
    ],
  );

  const ingredientRows: [string, 'trigger' | 'query', string, Ingredient, number][] = [];
  let n = 0;
  const addIngredients = (
    prefix: string,
    parentType: 'trigger' | 'query',
    parentId: string,
    list: Ingredient[],
  ) =>
    list.forEach((ingredient, weight) =>
      ingredientRows.push([id(prefix, ++n), parentType, parentId, ingredient, weight]),
    );
  addIngredients('42000000', 'trigger', t.newPhotoInAlbum, PHOTO_INGREDIENTS);
  addIngredients('42000000', 'trigger', t.newJournalEntry, ENTRY_INGREDIENTS);
  addIngredients('42000000', 'trigger', t.newPhotoTakenNear, PHOTO_INGREDIENTS);

  const a = ids.actions;
  await tx.query(
    `INSERT INTO service_config.actions (id, service_id, name, slug, description, verbiage, weight) VALUES
       ($1, $3, 'Create journal entry', 'create_journal_entry',
        'This action will write a new journal entry with the title and text you give.', 'create a journal entry', 0),
       ($2, $3, 'Add photo to album', 'add_photo_to_album',
        'This action will add the photo at the address you give to the album you choose.', 'add a photo to {{album}}', 1)
     ON CONFLICT DO NOTHING`,
    [a.createJournalEntry, a.addPhotoToAlbum, ids.service],
  );
  await tx.query(
    `INSERT INTO service_config.action_fields (id, action_id, name, slug, action_field_type, helper_text,
       required, shareable, populator_values, weight) VALUES
       ($1, $7, 'Title', 'title', 0, NULL, true, true, '[]', 0),
       ($2, $7, 'Entry', 'body', 5, 'Plain text; line breaks are kept.', false, true, '[]', 1),
       ($3, $7, 'Mood', 'mood', 14, NULL, false, true, $9::jsonb, 2),
       ($4, $8, 'Album', 'album', 17, 'Your albums and the albums shared with you.', true, false, '[]', 0),
       ($5, $8, 'Photo URL', 'image_url', 10, 'The address of a photo on the web.', true, true, '[]', 1),
       ($6, $8, 'Caption', 'caption', 4, NULL, false, true, '[]', 2)
     ON CONFLICT DO NOTHING`,
    [
      id('51000000', 1),
      id('51000000', 2),
      id('51000000', 3),
      id('51000000', 4),
      id('51000000', 5),
      id('51000000', 6),
      a.createJournalEntry,
      a.addPhotoToAlbum,
      JSON.stringify(moodOptions),
    ],
  );

  const q = ids.queries;
  await tx.query(
    `INSERT INTO service_config.queries (id, service_id, module_name, name, description, weight) VALUES
       ($1, $3, 'list_album_photos', 'List album photos', 'This query returns the photos of an album, newest first.', 0),
       ($2, $3, 'search_journal_entries', 'Search journal entries',
        'This query returns the journal entries that contain your words, newest first.', 1)
     ON CONFLICT DO NOTHING`,
    [q.listAlbumPhotos, q.searchJournalEntries, ids.service],
  );
  await tx.query(
    `INSERT INTO service_config.query_fields (id, query_id, slug, label, helper_text, required, weight,
       normalized_field_type, field_type_definition_slug, static_options) VALUES
       ($1, $4, 'album', 'Which album?', 'All albums, or one of them.', false, 0, 'option', 'dropdown_dynamic', '[]'),
       ($2, $5, 'text', 'Which words are you looking for?', NULL, false, 0, 'text', 'text_raw', '[]'),
       ($3, $5, 'mood', 'With which mood?', NULL, false, 1, 'option', 'dropdown_dynamic', '[]')
     ON CONFLICT DO NOTHING`,
    [id('31000000', 1), id('31000000', 2), id('31000000', 3), q.listAlbumPhotos, q.searchJournalEntries],
  );
  addIngredients('42000000', 'query', q.listAlbumPhotos, PHOTO_INGREDIENTS);
  addIngredients('42000000', 'query', q.searchJournalEntries, ENTRY_INGREDIENTS);

  for (const [
    rowId,
    parentType,
    parentId,
    [name, slug, note, valueType, example],
    weight,
  ] of ingredientRows) {
    await tx.query(
      `INSERT INTO service_config.ingredients (id, parent_type, parent_id, name, slug, note, value_type, example, weight)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [rowId, parentType, parentId, name, slug, note, valueType, example, weight],
    );
  }
}
