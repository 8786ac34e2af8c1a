// Runs the org subgraph as its own HTTP service (scaled-out mode); the settings are runSubgraph's:
// `DATABASE_URL=postgres://… SESSION_SECRET=… PORT=4001 SEED_DEMO=1 node --import tsx src/server.ts`.
import { runSubgraph } from '@switchyard/server-kit';
import { orgDomain } from './index';

void runSubgraph(orgDomain, 4001);
