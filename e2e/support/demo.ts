/**
 * Playwright worker n's own platform (each worker has its own server and database, so specs running
 * at the same time share no state): its gateway and sample-partner ports. The config starts one per
 * worker; the tests reach their worker's, whose TEST_PARALLEL_INDEX is set before either loads.
 */
export const platformPorts = (worker: number) => ({
  gateway: 8091 + 200 * worker,
  partner: 8093 + 200 * worker,
});

const own = platformPorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/** Where startServer.mjs serves the production build for this worker. */
export const BASE_URL = `http://localhost:${own.gateway}`;

/** Where startServer.mjs runs this worker's sample partner service (Daybook). */
export const PARTNER_PORT = own.partner;

/** The password of every demo user. */
export const DEMO_PASSWORD = 'switchyard';

/** Demo logins (seeded by the gateway) and what they are in the demo organizations. */
export const users = {
  /** Owner of Acme Automation (developer) and Olivia Labs (free); member of Lite Industries. */
  olivia: {
    id: '00000000-0000-4000-8000-000000000001',
    login: 'olivia',
    name: 'Olivia Owner',
    email: 'olivia@example.com',
  },
  /** Member of Acme Automation; owner of Lite Industries (lite). */
  milo: {
    id: '00000000-0000-4000-8000-000000000002',
    login: 'milo',
    name: 'Milo Member',
    email: 'milo@example.com',
  },
  /** Staff; owner of Bigco (business). */
  stella: {
    id: '00000000-0000-4000-8000-000000000003',
    login: 'stella',
    name: 'Stella Staff',
    email: 'stella@example.com',
  },
  /** The review team; member of Bigco. */
  rey: {
    id: '00000000-0000-4000-8000-000000000004',
    login: 'rey',
    name: 'Rey Reviewer',
    email: 'rey@example.com',
  },
  /** In no organization: the invitee of the invitation tests. */
  nia: {
    id: '00000000-0000-4000-8000-000000000006',
    login: 'nia',
    name: 'Nia Newcomer',
    email: 'nia@example.com',
  },
  /** Owner of Sol Studio (free): the outsider of the security tests. */
  sol: {
    id: '00000000-0000-4000-8000-000000000007',
    login: 'sol',
    name: 'Sol Solo',
    email: 'sol@example.com',
  },
} as const;

export type DemoLogin = keyof typeof users;

export const orgs = {
  acme: { id: '10000000-0000-4000-8000-000000000001', name: 'Acme Automation' },
  oliviaLabs: { id: '10000000-0000-4000-8000-000000000002', name: 'Olivia Labs' },
  lite: { id: '10000000-0000-4000-8000-000000000003', name: 'Lite Industries' },
  solStudio: { id: '10000000-0000-4000-8000-000000000004', name: 'Sol Studio' },
  bigco: { id: '10000000-0000-4000-8000-000000000005', name: 'Bigco' },
} as const;

/** Demo services (module names) of the demo organizations. */
export const services = {
  acme: ['acme_weather', 'acme_notes', 'acme_tasks'],
  oliviaLabs: ['labs_sensor'],
} as const;

/** A suffix that keeps names created by a test apart from every other test and run. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}
