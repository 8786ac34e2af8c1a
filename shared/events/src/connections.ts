/**
 * The facts about partners' connections (spec/connections.md): the connections domain publishes
 * the state of a connection after every committed change (created, edited, published, archived),
 * so the domains that will run or list connections keep their own copy. Event-carried state: keep
 * the highest `version` seen per connection. Shapes are the contract: add fields, never change or
 * drop one.
 */
export const CONNECTION_EVENTS = {
  /** After any committed change to a connection. */
  changed: 'connection.changed',
} as const;

export interface ConnectionChanged {
  connection_id: string;
  /** The partner's own service the connection starts from. */
  owner_service_id: string;
  /** The services it connects to (one today). */
  connected_service_ids: string[];
  published: boolean;
  archived: boolean;
  /** Increases with every change of this connection. */
  version: number;
  /** ISO 8601. */
  updated_at: string;
}
