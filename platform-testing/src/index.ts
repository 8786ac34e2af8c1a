// What a domain's tests need of the whole platform (docs/architecture.md, "Tests"): the gateway with
// every domain over a fresh seeded test database, a browser-like client, the sample partner's
// connection flow, and the fixtures that reach into a domain's seed. Only test files (*.test.ts and
// their testing/ helpers) import it (eslint/boundaries.js).
export {
  loadAllDomains,
  startTestGateway,
  TestClient,
  type RunningGateway,
} from '@switchyard/gateway/testing';
export { beginDaybookConnection, connectDaybook, finishDaybookConnection } from './daybookConnection';
// The sample partner and the gateway pointed at it; with Olivia connected to Daybook.
export {
  startDaybookPlatform,
  startPartnerPlatform,
  type DaybookPlatform,
  type PartnerPlatform,
} from './daybookPlatform';
// A second Daybook (`daybook_<n>`, another service of Acme) at another partner's URL.
export { seedDaybookCopy } from '@switchyard/service-config-subgraph';
