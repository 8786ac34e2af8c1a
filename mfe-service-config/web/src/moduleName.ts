// One rule for the form and the server: the subgraph's pure rules modules (no server code in them).
export { moduleNameFromName, moduleNameProblems } from '../../subgraph/src/rules/moduleName';
export { SERVICE_NAME_MAX } from '../../subgraph/src/rules/serviceInput';
