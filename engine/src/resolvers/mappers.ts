// What the resolvers return for each GraphQL type (codegen reads every `<Type>Mapper`; see codegen.ts).
import type { FloodHold, HeldRuns } from '../runs/heldRuns';
import type { RunStatus } from '../runs/runStore';

export interface AppletMapper {
  id: string;
}
export interface AppletRunMapper {
  id: string;
  status: RunStatus;
  created_at: Date;
  finished_at: Date | null;
  resume_at: Date | null;
  item_id: string | null;
  error: string | null;
}
export interface TriggerCheckMapper {
  last_polled_at: Date | null;
  next_poll_at: Date | null;
  last_error: string | null;
  skipped_items: number;
}
export type HeldRunsMapper = HeldRuns;
export type TriggerFloodHoldMapper = FloodHold;
export interface ServiceMapper {
  id: string;
}
