// Runs the engine as its own service (scaled-out mode): its subgraph and REST paths, and its workers
// (ENGINE_WORKERS=0 for the API alone). Start as many as you like against one PostgreSQL:
// `DATABASE_URL=postgres://… SESSION_SECRET=… INTERNAL_URL=http://gateway:8080 PORT=4006
// node --import tsx src/server.ts`.
import { runSubgraph } from '@switchyard/server-kit';
import { engineDomain } from './index';

void runSubgraph(engineDomain, 4006);
