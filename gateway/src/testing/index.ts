// The gateway's test harness, for the tests of other packages (through @switchyard/platform-testing):
// the whole platform on a fresh seeded test database, and a browser-like client.
export { startTestGateway, type RunningGateway } from './testGateway';
export { TestClient } from './testClient';
export { loadAllDomains } from '../contracts/registry';
