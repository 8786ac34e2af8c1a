// Runs the observability subgraph as its own HTTP service (scaled-out mode); the settings are runSubgraph's:
// `DATABASE_URL=postgres://… SESSION_SECRET=… PORT=4003 SEED_DEMO=1 node --import tsx src/server.ts`.
import { runSubgraph } from '@switchyard/server-kit';
import { observabilityDomain } from './index';

void runSubgraph(observabilityDomain, 4003);
