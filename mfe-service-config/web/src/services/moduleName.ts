// One rule for the form and the server: the subgraph's pure rules modules (no server code in them).
export { moduleNameFromName, moduleNameProblems } from '@switchyard/service-config-common/rules/moduleName';
export { SERVICE_NAME_MAX } from '@switchyard/service-config-common/rules/serviceInput';
