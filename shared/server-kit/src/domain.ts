import type { Router } from 'express';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { Db } from './db';
import type { EventBus } from './events';
import type { MigrationSet } from './migrations';
import type { Settings, SettingsSpec } from './settings';

/** What the gateway needs from a domain to serve it; the domain owns everything behind it. */
export interface DomainDeps {
  db: Db;
  /**
   * The host's settings, parsed and checked once at its start (frozen): the platform's
   * (`settings.publicUrl`, …) and, through `settings.of(spec)`, the domain's own.
   */
  settings: Settings;
  /** Domain events (publish in the change's transaction, subscribe by consumer); absent in unit tests. */
  events?: EventBus;
}

export interface Domain {
  /** Subgraph name, upper-cased in SUBGRAPH_<NAME>_URL (e.g. "org", "service_config"). */
  name: string;
  /** The domain's own settings (beyond the platform's): its host checks them at start. */
  settings?: SettingsSpec;
  migrations: MigrationSet;
  typeDefs: DocumentNode;
  schema(deps: DomainDeps): GraphQLSchema;
  /** The domain's REST paths (express patterns) the gateway dispatches to it. */
  restPaths: string[];
  router?(deps: DomainDeps): Router;
  /** Only the organization domain: the user's role per organization (feeds RequestContext.memberships). */
  memberships?(deps: DomainDeps, userId: string): Promise<import('./viewer').Memberships>;
  /** Subscribes the domain's event handlers (consumer name: the domain's); run by whichever process hosts it. */
  consumes?(events: EventBus, deps: DomainDeps): Promise<void>;
  /**
   * Starts the domain's background work (the composer's announcer, the engine's workers) in whichever
   * process hosts it; the host stops it before closing the event bus.
   */
  start?(deps: DomainDeps): Promise<{ stop(): Promise<void> }>;
  /** What the domain adds to its host's GET /health (the engine: its queues). */
  health?(deps: DomainDeps): Promise<Record<string, unknown>>;
  /** Fills the domain's tables with demo data on an empty database. */
  seed?(deps: DomainDeps, demo: DemoUsers): Promise<void>;
}

/** Demo users created by the gateway, by role, for domains to seed their data against. */
export type DemoUsers = Record<
  'owner' | 'member' | 'staff' | 'reviewer' | 'maker' | 'newcomer' | 'solo',
  { id: string; login: string; email: string; name: string }
>;

const demoId = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

/** The demo logins (password "switchyard"), one per role; the README lists them. */
export const DEMO_USERS: DemoUsers = {
  owner: { id: demoId(1), login: 'olivia', email: 'olivia@example.com', name: 'Olivia Owner' },
  member: { id: demoId(2), login: 'milo', email: 'milo@example.com', name: 'Milo Member' },
  staff: { id: demoId(3), login: 'stella', email: 'stella@example.com', name: 'Stella Staff' },
  reviewer: { id: demoId(4), login: 'rey', email: 'rey@example.com', name: 'Rey Reviewer' },
  maker: { id: demoId(5), login: 'mara', email: 'mara@example.com', name: 'Mara Maker' },
  newcomer: { id: demoId(6), login: 'nia', email: 'nia@example.com', name: 'Nia Newcomer' },
  solo: { id: demoId(7), login: 'sol', email: 'sol@example.com', name: 'Sol Solo' },
};
