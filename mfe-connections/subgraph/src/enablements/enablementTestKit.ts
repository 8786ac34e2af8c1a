import { randomUUID } from 'node:crypto';
import type { ConnectionEnablementChanged } from '@switchyard/events';
import { DEMO_USERS, type RequestContext } from '@switchyard/server-kit';
import { testSettings } from '@switchyard/server-kit/settings';
import { startKit, type Kit } from '../testing/connectionsTestKit';
import { seedEnablements } from './enablementSeed';

/** The connections kit with the demo enablements seeded (milo, mara, rey: installs_count 3). */
export async function startEnablementKit(): Promise<Kit> {
  const kit = await startKit();
  await seedEnablements({ db: kit.db, settings: testSettings(), events: kit.events }, DEMO_USERS);
  return kit;
}

/** A signed-in user of no organization (a user of the platform, not a partner). */
export function aUser(name = 'user'): RequestContext & { viewer: { id: string } } {
  const id = randomUUID();
  return {
    viewer: {
      id,
      login: `${name}-${id.slice(0, 8)}`,
      email: `${name}-${id.slice(0, 8)}@example.com`,
      name,
      staff: false,
      emailVerified: true,
      reviewTeam: false,
      maker: false,
      tier: 'free',
      timezone: 'UTC',
    },
    memberships: async () => ({}),
  };
}

export const ENABLE = `mutation ($input: EnableConnectionInput!) {
  enableConnection(input: $input) {
    enablement { connection_id enabled enabled_at disabled_at features { name enabled custom_field_values step_field_values } }
    errors { attribute message }
  } }`;

export const DISABLE = `mutation ($id: ID!) {
  disableConnection(connection_id: $id) {
    enablement { connection_id enabled disabled_at features { name enabled custom_field_values step_field_values } }
    errors { attribute message }
  } }`;

export const PUBLISHED = `query ($id: ID!) { publishedConnection(id: $id) {
  id name description installs_count sm_background_image_url background_image_url_1x
  value_propositions { benefit icon order }
  post_configuration { message cta_url }
  owner_channel { id name module_name slug brand_color image_url }
  channels { id name module_name slug image_url }
  features {
    name title description required
    customFields { name label required fieldUiType defaultValue defaultValueJson options { label value } }
    steps { key type name channel_module_name module_name
      fields { name label required field_type default_value_json } }
  }
  my_enablement { enabled features { name enabled custom_field_values step_field_values } }
} }`;

/** Enablement events published for a connection, oldest first. */
export async function enablementEvents(
  kit: Kit,
  connectionId: string,
): Promise<ConnectionEnablementChanged[]> {
  const { rows } = await kit.db.query<{ data: ConnectionEnablementChanged }>(
    `SELECT data FROM events.outbox WHERE type = 'connection.enablement_changed' AND data->>'connection_id' = $1
      ORDER BY seq`,
    [connectionId],
  );
  return rows.map((r) => r.data);
}

/** installs_count as stored, and the number of enabled rows it must equal. */
export async function installs(kit: Kit, connectionId: string): Promise<{ count: number; enabled: number }> {
  const { rows } = await kit.db.query<{ count: number; enabled: number }>(
    `SELECT c.installs_count AS count,
            (SELECT count(*)::int FROM connections.enablements e WHERE e.connection_id = c.id AND e.enabled) AS enabled
       FROM connections.connections c WHERE c.id = $1`,
    [connectionId],
  );
  return rows[0];
}
