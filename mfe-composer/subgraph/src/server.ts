// Runs the composer subgraph as its own HTTP service (scaled-out mode); the settings are runSubgraph's:
// `DATABASE_URL=postgres://… SESSION_SECRET=… PORT=4005 tsx src/server.ts`.
import { runSubgraph } from '@switchyard/server-kit';
import { composerDomain } from './index';

void runSubgraph(composerDomain, 4005);
