import type { Db } from '@switchyard/server-kit';

/** The service columns a partner configures: what a clone copies and a migration carries over. */
const CONFIGURED_COLUMNS = [
  'name',
  'description',
  'brand_color',
  'icon_path',
  'category_name',
  'home_url',
  'support_email',
  'short_name',
  'invite_url',
  'api_url_prefix',
  'call_to_action_text',
  'call_to_action_link',
  'alternate_search_terms',
  'authentication_type',
  'oauth_client_id',
  'oauth_authorization_url',
  'oauth_token_url',
  'oauth_client_secret',
  'demo_account_login',
  'demo_account_password',
  'demo_account_notes',
  'api_token_type',
  'api_token_format',
  'connect_enabled',
  'script',
];

/** One table of a service's configuration: its parent column, the stable key of a row, what it holds. */
interface Level {
  table: string;
  parent: string;
  /** SQL of a row's key (matches a staging row with its original's), given the row's alias. */
  key: (alias: string) => string;
  columns: string[];
  /** Restricts the rows (the ingredients of triggers, or of queries). */
  where?: (alias: string) => string;
}

const feedKey = (a: string) => `COALESCE(${a}.slug, 'feed:' || ${a}.feed_url)`;
const slug = (a: string) => `${a}.slug`;
const LEVELS = {
  triggers: {
    table: 'triggers',
    parent: 'service_id',
    key: feedKey,
    columns: ['name', 'slug', 'description', 'verbiage', 'feed_url', 'weight'],
  },
  actions: {
    table: 'actions',
    parent: 'service_id',
    key: slug,
    columns: ['name', 'slug', 'description', 'verbiage', 'weight'],
  },
  queries: {
    table: 'queries',
    parent: 'service_id',
    key: (a: string) => `${a}.module_name`,
    columns: ['module_name', 'name', 'description', 'weight'],
  },
  triggerFields: {
    table: 'trigger_fields',
    parent: 'trigger_id',
    key: slug,
    columns: [
      'name',
      'slug',
      'trigger_field_type',
      'helper_text',
      'shareable',
      'populator_values',
      'regex_value',
      'regex_error_message',
      'weight',
    ],
  },
  actionFields: {
    table: 'action_fields',
    parent: 'action_id',
    key: slug,
    columns: [
      'name',
      'slug',
      'action_field_type',
      'helper_text',
      'required',
      'shareable',
      'populator_values',
      'weight',
    ],
  },
  queryFields: {
    table: 'query_fields',
    parent: 'query_id',
    key: slug,
    columns: [
      'slug',
      'label',
      'helper_text',
      'required',
      'weight',
      'normalized_field_type',
      'field_type_definition_slug',
      'static_options',
    ],
  },
  triggerIngredients: {
    table: 'ingredients',
    parent: 'parent_id',
    key: slug,
    where: (a: string) => `${a}.parent_type = 'trigger'`,
    columns: ['parent_type', 'name', 'slug', 'note', 'value_type', 'example', 'weight'],
  },
  queryIngredients: {
    table: 'ingredients',
    parent: 'parent_id',
    key: slug,
    where: (a: string) => `${a}.parent_type = 'query'`,
    columns: ['parent_type', 'name', 'slug', 'note', 'value_type', 'example', 'target_query_id', 'weight'],
  },
} satisfies Record<string, Level>;

type Pairs = { from: string[]; to: string[] };
const PAIRS = 'unnest($1::uuid[], $2::uuid[]) AS p(src, dst)';

/**
 * Makes the rows under each `to` parent what they are under its `from` parent, matching rows by
 * key: a row the source no longer has is deleted, a matching row is updated in place (it keeps
 * its id, so whatever refers to it, an applet's trigger say, keeps working), a new one inserted.
 * Returns the pairs of matched rows, for the next level down.
 */
async function syncLevel(tx: Db, level: Level, pairs: Pairs): Promise<Pairs> {
  const t = `service_config.${level.table}`;
  const only = (a: string) => (level.where ? ` AND ${level.where(a)}` : '');
  const args = [pairs.from, pairs.to];
  await tx.query(
    `DELETE FROM ${t} o USING ${PAIRS} WHERE o.${level.parent} = p.dst${only('o')}
       AND NOT EXISTS (SELECT 1 FROM ${t} s WHERE s.${level.parent} = p.src${only('s')} AND ${level.key('s')} = ${level.key('o')})`,
    args,
  );
  await tx.query(
    `UPDATE ${t} o SET ${level.columns.map((c) => `${c} = s.${c}`).join(', ')}
       FROM ${t} s JOIN ${PAIRS} ON s.${level.parent} = p.src
      WHERE o.${level.parent} = p.dst${only('o')}${only('s')} AND ${level.key('s')} = ${level.key('o')}`,
    args,
  );
  await tx.query(
    `INSERT INTO ${t} (${level.parent}, ${level.columns.join(', ')})
     SELECT p.dst, ${level.columns.map((c) => `s.${c}`).join(', ')} FROM ${t} s JOIN ${PAIRS} ON s.${level.parent} = p.src
      WHERE TRUE${only('s')} AND NOT EXISTS (
        SELECT 1 FROM ${t} o WHERE o.${level.parent} = p.dst${only('o')} AND ${level.key('o')} = ${level.key('s')})`,
    args,
  );
  const { rows } = await tx.query<{ src: string; dst: string }>(
    `SELECT s.id AS src, o.id AS dst FROM ${t} s JOIN ${PAIRS} ON s.${level.parent} = p.src
       JOIN ${t} o ON o.${level.parent} = p.dst${only('o')} AND ${level.key('o')} = ${level.key('s')}
      WHERE TRUE${only('s')}`,
    args,
  );
  return { from: rows.map((r) => r.src), to: rows.map((r) => r.dst) };
}

/** The step permissions of each `to` step become those of its `from` step. */
async function syncPermissions(tx: Db, stepType: 'trigger' | 'action', steps: Pairs) {
  await tx.query(
    `DELETE FROM service_config.step_permissions WHERE step_type = $2 AND step_id = ANY($1::uuid[])`,
    [steps.to, stepType],
  );
  await tx.query(
    `INSERT INTO service_config.step_permissions (step_type, step_id, list_type, channel_ids)
     SELECT $3, p.dst, s.list_type, s.channel_ids FROM service_config.step_permissions s
       JOIN ${PAIRS} ON s.step_id = p.src WHERE s.step_type = $3`,
    [steps.from, steps.to, stepType],
  );
}

/**
 * Makes service `toId` configured exactly like `fromId`: its configured columns, triggers, queries
 * and actions with their fields, ingredients and permissions. Steps are matched by their stable
 * keys (slug, module_name), so a migration updates the published service's steps in place.
 * Run inside the caller's transaction.
 */
export async function copyConfiguration(tx: Db, fromId: string, toId: string): Promise<void> {
  await tx.query(
    `UPDATE service_config.services o SET ${CONFIGURED_COLUMNS.map((c) => `${c} = s.${c}`).join(', ')},
       updated_at = now() FROM service_config.services s WHERE o.id = $2 AND s.id = $1`,
    [fromId, toId],
  );
  const service = { from: [fromId], to: [toId] };
  const [triggers, actions, queries] = [
    await syncLevel(tx, LEVELS.triggers, service),
    await syncLevel(tx, LEVELS.actions, service),
    await syncLevel(tx, LEVELS.queries, service),
  ];
  await syncLevel(tx, LEVELS.triggerFields, triggers);
  await syncLevel(tx, LEVELS.triggerIngredients, triggers);
  await syncLevel(tx, LEVELS.actionFields, actions);
  await syncLevel(tx, LEVELS.queryFields, queries);
  await syncLevel(tx, LEVELS.queryIngredients, queries);
  // A query ingredient that points at a query of the source now points at its counterpart.
  await tx.query(
    `UPDATE service_config.ingredients i SET target_query_id = p.dst FROM ${PAIRS}
      WHERE i.parent_type = 'query' AND i.parent_id = ANY($2::uuid[]) AND i.target_query_id = p.src`,
    [queries.from, queries.to],
  );
  await syncPermissions(tx, 'trigger', triggers);
  await syncPermissions(tx, 'action', actions);
}
