/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query LogsPage($module_name: String!) {\n  service(module_name: $module_name) {\n    id\n    module_name\n    name\n  }\n  transactionLogFilters {\n    request_types {\n      value\n      label\n    }\n    response_statuses {\n      value\n      label\n    }\n    timeframes {\n      value\n      label\n    }\n  }\n}\n\nquery TransactionLogs($module_name: String!, $page: Int!, $per_page: Int!, $request_type: String!, $response_status: String!, $timeframe: String!, $query: String) {\n  transactionLogs(\n    module_name: $module_name\n    page: $page\n    per_page: $per_page\n    request_type: $request_type\n    response_status: $response_status\n    timeframe: $timeframe\n    query: $query\n  ) {\n    page_number\n    page_count\n    data {\n      id\n      type\n      type_ui_label\n      ts\n      time\n      request_method\n      request_url\n      request_headers {\n        name\n        value\n      }\n      request_body\n      request_body_truncated\n      response_status\n      response_headers {\n        name\n        value\n      }\n      response_body\n      response_body_truncated\n      error_code\n      error\n      remote_user_id\n      user {\n        id\n        login\n      }\n    }\n  }\n}": typeof types.LogsPageDocument,
    "fragment UserErrorFields on UserError {\n  attribute\n  message\n}": typeof types.UserErrorFieldsFragmentDoc,
};
const documents: Documents = {
    "query LogsPage($module_name: String!) {\n  service(module_name: $module_name) {\n    id\n    module_name\n    name\n  }\n  transactionLogFilters {\n    request_types {\n      value\n      label\n    }\n    response_statuses {\n      value\n      label\n    }\n    timeframes {\n      value\n      label\n    }\n  }\n}\n\nquery TransactionLogs($module_name: String!, $page: Int!, $per_page: Int!, $request_type: String!, $response_status: String!, $timeframe: String!, $query: String) {\n  transactionLogs(\n    module_name: $module_name\n    page: $page\n    per_page: $per_page\n    request_type: $request_type\n    response_status: $response_status\n    timeframe: $timeframe\n    query: $query\n  ) {\n    page_number\n    page_count\n    data {\n      id\n      type\n      type_ui_label\n      ts\n      time\n      request_method\n      request_url\n      request_headers {\n        name\n        value\n      }\n      request_body\n      request_body_truncated\n      response_status\n      response_headers {\n        name\n        value\n      }\n      response_body\n      response_body_truncated\n      error_code\n      error\n      remote_user_id\n      user {\n        id\n        login\n      }\n    }\n  }\n}": types.LogsPageDocument,
    "fragment UserErrorFields on UserError {\n  attribute\n  message\n}": types.UserErrorFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LogsPage($module_name: String!) {\n  service(module_name: $module_name) {\n    id\n    module_name\n    name\n  }\n  transactionLogFilters {\n    request_types {\n      value\n      label\n    }\n    response_statuses {\n      value\n      label\n    }\n    timeframes {\n      value\n      label\n    }\n  }\n}\n\nquery TransactionLogs($module_name: String!, $page: Int!, $per_page: Int!, $request_type: String!, $response_status: String!, $timeframe: String!, $query: String) {\n  transactionLogs(\n    module_name: $module_name\n    page: $page\n    per_page: $per_page\n    request_type: $request_type\n    response_status: $response_status\n    timeframe: $timeframe\n    query: $query\n  ) {\n    page_number\n    page_count\n    data {\n      id\n      type\n      type_ui_label\n      ts\n      time\n      request_method\n      request_url\n      request_headers {\n        name\n        value\n      }\n      request_body\n      request_body_truncated\n      response_status\n      response_headers {\n        name\n        value\n      }\n      response_body\n      response_body_truncated\n      error_code\n      error\n      remote_user_id\n      user {\n        id\n        login\n      }\n    }\n  }\n}"): (typeof documents)["query LogsPage($module_name: String!) {\n  service(module_name: $module_name) {\n    id\n    module_name\n    name\n  }\n  transactionLogFilters {\n    request_types {\n      value\n      label\n    }\n    response_statuses {\n      value\n      label\n    }\n    timeframes {\n      value\n      label\n    }\n  }\n}\n\nquery TransactionLogs($module_name: String!, $page: Int!, $per_page: Int!, $request_type: String!, $response_status: String!, $timeframe: String!, $query: String) {\n  transactionLogs(\n    module_name: $module_name\n    page: $page\n    per_page: $per_page\n    request_type: $request_type\n    response_status: $response_status\n    timeframe: $timeframe\n    query: $query\n  ) {\n    page_number\n    page_count\n    data {\n      id\n      type\n      type_ui_label\n      ts\n      time\n      request_method\n      request_url\n      request_headers {\n        name\n        value\n      }\n      request_body\n      request_body_truncated\n      response_status\n      response_headers {\n        name\n        value\n      }\n      response_body\n      response_body_truncated\n      error_code\n      error\n      remote_user_id\n      user {\n        id\n        login\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserErrorFields on UserError {\n  attribute\n  message\n}"): (typeof documents)["fragment UserErrorFields on UserError {\n  attribute\n  message\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;