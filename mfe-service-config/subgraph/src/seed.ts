import { publishConfigurationChanged } from './review/publishConfiguration';
import type { DemoUsers, DomainDeps } from '@switchyard/server-kit';
import { seedAdmins } from './admins/seedAdmins';
import { daybookIds, seedDaybook } from './endpointTests/seedDaybook';
import { seedPermissions } from './permissions/seedPermissions';
import { seedQueries } from './queries/seedQueries';
import { seedStepFields, seedSteps } from './steps/seedSteps';
import { insertService, type ServiceInsert } from './services/serviceStore';
import { serviceConfigSettings } from './settings';

/** The demo organizations' fixed ids (created by the organization domain). */
export const DEMO_ORGS = {
  acme: '10000000-0000-4000-8000-000000000001',
  oliviaLabs: '10000000-0000-4000-8000-000000000002',
  lite: '10000000-0000-4000-8000-000000000003',
  solStudio: '10000000-0000-4000-8000-000000000004',
  bigco: '10000000-0000-4000-8000-000000000005',
} as const;

/**
 * Demo services, with fixed ids so other domains can seed against them. Acme Weather, Acme Tasks
 * and Lite Lamp accept connections (connect_enabled), so Daybook's connections have somewhere to go.
 */
export const DEMO_SERVICES: Required<Omit<ServiceInsert, 'icon_path'>>[] = [
  {
    id: '20000000-0000-4000-8000-000000000001',
    organization_id: DEMO_ORGS.acme,
    module_name: 'acme_weather',
    name: 'Acme Weather',
    description: 'Forecasts and severe weather alerts for any city.',
    published: true,
    brand_color: '#1E88E5',
    connect_enabled: true,
  },
  {
    id: '20000000-0000-4000-8000-000000000002',
    organization_id: DEMO_ORGS.acme,
    module_name: 'acme_notes',
    name: 'Acme Notes',
    description: 'Quick notes and checklists that sync everywhere.',
    published: false,
    brand_color: '#43A047',
    connect_enabled: false,
  },
  {
    id: '20000000-0000-4000-8000-000000000003',
    organization_id: DEMO_ORGS.acme,
    module_name: 'acme_tasks',
    name: 'Acme Tasks',
    description: 'Shared to-do lists for teams.',
    published: true,
    brand_color: '#F4511E',
    connect_enabled: true,
  },
  {
    id: '20000000-0000-4000-8000-000000000004',
    organization_id: DEMO_ORGS.oliviaLabs,
    module_name: 'labs_sensor',
    name: 'Labs Sensor',
    description: 'Temperature and humidity readings from lab sensors.',
    published: false,
    brand_color: '#8E24AA',
    connect_enabled: false,
  },
  {
    id: '20000000-0000-4000-8000-000000000005',
    organization_id: DEMO_ORGS.lite,
    module_name: 'lite_lamp',
    name: 'Lite Lamp',
    description: 'Smart lamps you can switch and dim.',
    published: true,
    brand_color: '#FDD835',
    connect_enabled: true,
  },
  {
    id: '20000000-0000-4000-8000-000000000006',
    organization_id: DEMO_ORGS.bigco,
    module_name: 'bigco_crm',
    name: 'Bigco CRM',
    description: 'Contacts, deals and pipelines for sales teams.',
    published: true,
    brand_color: '#3949AB',
    connect_enabled: false,
  },
];

/** Services belong to organizations, not users, so the demo users are not needed here. */
export async function seedServiceConfig(deps: DomainDeps, _demo: DemoUsers): Promise<void> {
  const { db, events } = deps;
  const partner = serviceConfigSettings(deps);
  await db.transaction(async (tx) => {
    // Safe to repeat (SEED_DEMO=1 on every start): what is there is kept, and only the services this
    // run adds are announced, so a restart repeats no event.
    const before = await tx.query<{ id: string }>('SELECT id FROM service_config.services');
    const existed = new Set(before.rows.map((r) => r.id));
    for (const service of DEMO_SERVICES) await insertService(tx, service);
    // One published service with its general fields filled in, as a reviewer would see it.
    await tx.query(
      `UPDATE service_config.services SET
         category_name = 'Weather', home_url = 'https://weather.acme.example',
         support_email = 'support@weather.acme.example', short_name = 'Weather',
         invite_url = 'https://weather.acme.example/invite',
         api_url_prefix = 'https://api.weather.acme.example/switchyard/v1',
         call_to_action_text = 'Get severe weather alerts',
         call_to_action_link = 'https://weather.acme.example/alerts',
         alternate_search_terms = ARRAY['forecast', 'rain', 'storm alerts']
       WHERE id = $1 AND home_url IS NULL`,
      [DEMO_SERVICES[0].id],
    );
    await seedQueries(tx, DEMO_SERVICES[1].id);
    await seedSteps(tx, { notes: DEMO_SERVICES[1].id, weather: DEMO_SERVICES[0].id });
    await seedStepFields(tx);
    await seedPermissions(tx);
    // Points at the sample partner service (PARTNER_SERVICE_URL), for endpoint and authentication tests.
    await seedDaybook(tx, partner, DEMO_ORGS.acme);
    await seedAdmins(tx, daybookIds().service);
    // Every service seeded now, told to the domains that keep a copy (review).
    const { rows } = await tx.query<{ id: string }>(
      'SELECT id FROM service_config.services ORDER BY module_name',
    );
    for (const { id } of rows) if (!existed.has(id)) await publishConfigurationChanged(tx, events, id);
  });
}

/**
 * Another Daybook of Acme (`daybook_{n}`) on another sample partner at `url`, announced like the
 * seed's services: tests of a second partner service (e.g. one that hangs while Daybook answers).
 */
export async function seedDaybookCopy(deps: DomainDeps, copy: { n: number; url: string }) {
  const { db, events } = deps;
  const partner = serviceConfigSettings(deps);
  await db.transaction(async (tx) => {
    await seedDaybook(tx, partner, DEMO_ORGS.acme, copy);
    await publishConfigurationChanged(tx, events, daybookIds(copy.n).service);
  });
}
