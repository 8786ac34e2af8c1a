// Runs the connections subgraph as its own HTTP service (scaled-out mode); the settings are runSubgraph's:
// `DATABASE_URL=postgres://… SESSION_SECRET=… PORT=4008 SEED_DEMO=1 node --import tsx src/server.ts`.
import { runSubgraph } from '@switchyard/server-kit';
import { connectionsDomain } from './index';

void runSubgraph(connectionsDomain, 4008);
