export { createTestDb } from './testDb';
export { waitForEventsSettled } from './events/settle';
