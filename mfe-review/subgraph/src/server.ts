// Runs the review subgraph as its own HTTP service (scaled-out mode); the settings are runSubgraph's:
// `DATABASE_URL=postgres://… SESSION_SECRET=… PORT=4004 node --import tsx src/server.ts`.
import { runSubgraph } from '@switchyard/server-kit';
import { reviewDomain } from './index';

void runSubgraph(reviewDomain, 4004);
