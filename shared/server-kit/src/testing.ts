export { createTestDb } from './testDb';
export { waitForEventsSettled } from './events/settle';
export { portAnswers } from './portAnswers';
export { pidOfPort, startRecordingProxy, type ProxiedRequest, type RecordingProxy } from './recordingProxy';
