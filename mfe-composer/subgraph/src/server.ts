// Runs the composer subgraph as its own HTTP service (scaled-out mode); the settings are runSubgraph's
// plus SECRETS_KEY (shared by every replica: it seals the users' tokens) and INTERNAL_URL (the gateway,
// for signed calls to service-config) or SUBGRAPH_SERVICE_CONFIG_URL:
// `DATABASE_URL=postgres://… SESSION_SECRET=… SECRETS_KEY=… INTERNAL_URL=http://gateway:8080 PORT=4005
// node --import tsx src/server.ts`.
import { runSubgraph } from '@switchyard/server-kit';
import { composerDomain } from './index';

// Without SECRETS_KEY each replica would seal with a key of its own.
void runSubgraph(composerDomain, 4005, { required: ['SECRETS_KEY'] });
