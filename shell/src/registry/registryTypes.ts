export type {
  Actor,
  HistoryAction,
  HistoryEntry,
  Registry,
  RemoteState,
  TokenInfo,
  VersionInfo,
} from '@switchyard/client';
