export { createTestDb } from './testDb';
