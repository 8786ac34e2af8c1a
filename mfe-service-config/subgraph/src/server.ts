// Runs the service_config subgraph as its own HTTP service (scaled-out mode); the settings are runSubgraph's:
// `DATABASE_URL=postgres://… SESSION_SECRET=… PORT=4002 SEED_DEMO=1 node --import tsx src/server.ts`.
import { runSubgraph } from '@switchyard/server-kit';
import { serviceConfigDomain } from './index';

void runSubgraph(serviceConfigDomain, 4002);
