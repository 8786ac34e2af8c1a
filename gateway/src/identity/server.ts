// Runs the identity subgraph (users, `me`) as its own HTTP service (scaled-out mode); the settings
// are runSubgraph's:
// `DATABASE_URL=postgres://… SESSION_SECRET=… PORT=4007 SEED_DEMO=1 node --import tsx src/identity/server.ts`.
import { runSubgraph } from '@switchyard/server-kit';
import { identityDomain } from './domain';

void runSubgraph(identityDomain, 4007);
