export { createTestDb } from './testDb';
export { waitForEventsSettled } from './events/settle';
export { portAnswers } from './portAnswers';
export {
  pidOfPort,
  recordedActions,
  startRecordingProxy,
  tallyActions,
  type ProxiedRequest,
  type RecordedAction,
  type RecordingProxy,
} from './recordingProxy';
