export * from './define';
export * as settingKinds from './kinds';
export * from './platform';
