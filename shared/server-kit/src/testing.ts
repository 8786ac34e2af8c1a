export { createTestDb } from './testDb';
export { waitForEventsSettled } from './events/settle';
export { portAnswers } from './portAnswers';
