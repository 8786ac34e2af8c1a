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
    "query ReviewService($module_name: String!) {\n  service(module_name: $module_name) {\n    id\n    module_name\n    name\n    published\n    review_status\n    review_status_label\n    review_actions\n  }\n}\n\nquery ReviewQueue {\n  reviewQueue {\n    module_name\n    submitted_at\n    service {\n      id\n      name\n    }\n  }\n}\n\nquery ServiceRedirects($module_name: String!) {\n  service(module_name: $module_name) {\n    id\n    module_name\n    name\n    published\n    embedded_redirects\n  }\n}\n\nmutation UpdateEmbeddedRedirects($module_name: String!, $redirects: [String!]!) {\n  updateEmbeddedRedirects(module_name: $module_name, redirects: $redirects) {\n    redirects\n    errors {\n      ...UserErrorFields\n    }\n  }\n}\n\nquery ReviewDetails($module_name: String!) {\n  me {\n    id\n    login\n    review_team\n  }\n  service(module_name: $module_name) {\n    id\n    module_name\n    icon\n    demo_account_password\n    embedded_redirects\n    feedbacks {\n      ...FeedbackFields\n    }\n    organization {\n      id\n      users {\n        id\n        login\n        name\n        email\n      }\n    }\n    review {\n      current\n      changes {\n        from_published {\n          original_channel\n          taken_at\n        }\n        from_last_review {\n          original_channel\n          taken_at\n        }\n      }\n      most_recent_endpoint_test_result {\n        failed\n        timestamp\n      }\n      progress {\n        passing\n        failed_tests\n      }\n    }\n  }\n}\n\nfragment FeedbackFields on FeedbackNote {\n  feedback_path\n  index\n  feedback\n  username\n  from_review_team\n  time\n}\n\nquery AppletDefaults($module_name: String!) {\n  service(module_name: $module_name) {\n    id\n    module_name\n    name\n    published\n    stencils {\n      slug\n      name\n      label\n      example\n      note\n      value\n      icon\n      endpoint\n      trigger_id\n    }\n  }\n}": typeof types.ReviewServiceDocument,
    "fragment UserErrorFields on UserError {\n  attribute\n  message\n}": typeof types.UserErrorFieldsFragmentDoc,
};
const documents: Documents = {
    "query ReviewService($module_name: String!) {\n  service(module_name: $module_name) {\n    id\n    module_name\n    name\n    published\n    review_status\n    review_status_label\n    review_actions\n  }\n}\n\nquery ReviewQueue {\n  reviewQueue {\n    module_name\n    submitted_at\n    service {\n      id\n      name\n    }\n  }\n}\n\nquery ServiceRedirects($module_name: String!) {\n  service(module_name: $module_name) {\n    id\n    module_name\n    name\n    published\n    embedded_redirects\n  }\n}\n\nmutation UpdateEmbeddedRedirects($module_name: String!, $redirects: [String!]!) {\n  updateEmbeddedRedirects(module_name: $module_name, redirects: $redirects) {\n    redirects\n    errors {\n      ...UserErrorFields\n    }\n  }\n}\n\nquery ReviewDetails($module_name: String!) {\n  me {\n    id\n    login\n    review_team\n  }\n  service(module_name: $module_name) {\n    id\n    module_name\n    icon\n    demo_account_password\n    embedded_redirects\n    feedbacks {\n      ...FeedbackFields\n    }\n    organization {\n      id\n      users {\n        id\n        login\n        name\n        email\n      }\n    }\n    review {\n      current\n      changes {\n        from_published {\n          original_channel\n          taken_at\n        }\n        from_last_review {\n          original_channel\n          taken_at\n        }\n      }\n      most_recent_endpoint_test_result {\n        failed\n        timestamp\n      }\n      progress {\n        passing\n        failed_tests\n      }\n    }\n  }\n}\n\nfragment FeedbackFields on FeedbackNote {\n  feedback_path\n  index\n  feedback\n  username\n  from_review_team\n  time\n}\n\nquery AppletDefaults($module_name: String!) {\n  service(module_name: $module_name) {\n    id\n    module_name\n    name\n    published\n    stencils {\n      slug\n      name\n      label\n      example\n      note\n      value\n      icon\n      endpoint\n      trigger_id\n    }\n  }\n}": types.ReviewServiceDocument,
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
export function graphql(source: "query ReviewService($module_name: String!) {\n  service(module_name: $module_name) {\n    id\n    module_name\n    name\n    published\n    review_status\n    review_status_label\n    review_actions\n  }\n}\n\nquery ReviewQueue {\n  reviewQueue {\n    module_name\n    submitted_at\n    service {\n      id\n      name\n    }\n  }\n}\n\nquery ServiceRedirects($module_name: String!) {\n  service(module_name: $module_name) {\n    id\n    module_name\n    name\n    published\n    embedded_redirects\n  }\n}\n\nmutation UpdateEmbeddedRedirects($module_name: String!, $redirects: [String!]!) {\n  updateEmbeddedRedirects(module_name: $module_name, redirects: $redirects) {\n    redirects\n    errors {\n      ...UserErrorFields\n    }\n  }\n}\n\nquery ReviewDetails($module_name: String!) {\n  me {\n    id\n    login\n    review_team\n  }\n  service(module_name: $module_name) {\n    id\n    module_name\n    icon\n    demo_account_password\n    embedded_redirects\n    feedbacks {\n      ...FeedbackFields\n    }\n    organization {\n      id\n      users {\n        id\n        login\n        name\n        email\n      }\n    }\n    review {\n      current\n      changes {\n        from_published {\n          original_channel\n          taken_at\n        }\n        from_last_review {\n          original_channel\n          taken_at\n        }\n      }\n      most_recent_endpoint_test_result {\n        failed\n        timestamp\n      }\n      progress {\n        passing\n        failed_tests\n      }\n    }\n  }\n}\n\nfragment FeedbackFields on FeedbackNote {\n  feedback_path\n  index\n  feedback\n  username\n  from_review_team\n  time\n}\n\nquery AppletDefaults($module_name: String!) {\n  service(module_name: $module_name) {\n    id\n    module_name\n    name\n    published\n    stencils {\n      slug\n      name\n      label\n      example\n      note\n      value\n      icon\n      endpoint\n      trigger_id\n    }\n  }\n}"): (typeof documents)["query ReviewService($module_name: String!) {\n  service(module_name: $module_name) {\n    id\n    module_name\n    name\n    published\n    review_status\n    review_status_label\n    review_actions\n  }\n}\n\nquery ReviewQueue {\n  reviewQueue {\n    module_name\n    submitted_at\n    service {\n      id\n      name\n    }\n  }\n}\n\nquery ServiceRedirects($module_name: String!) {\n  service(module_name: $module_name) {\n    id\n    module_name\n    name\n    published\n    embedded_redirects\n  }\n}\n\nmutation UpdateEmbeddedRedirects($module_name: String!, $redirects: [String!]!) {\n  updateEmbeddedRedirects(module_name: $module_name, redirects: $redirects) {\n    redirects\n    errors {\n      ...UserErrorFields\n    }\n  }\n}\n\nquery ReviewDetails($module_name: String!) {\n  me {\n    id\n    login\n    review_team\n  }\n  service(module_name: $module_name) {\n    id\n    module_name\n    icon\n    demo_account_password\n    embedded_redirects\n    feedbacks {\n      ...FeedbackFields\n    }\n    organization {\n      id\n      users {\n        id\n        login\n        name\n        email\n      }\n    }\n    review {\n      current\n      changes {\n        from_published {\n          original_channel\n          taken_at\n        }\n        from_last_review {\n          original_channel\n          taken_at\n        }\n      }\n      most_recent_endpoint_test_result {\n        failed\n        timestamp\n      }\n      progress {\n        passing\n        failed_tests\n      }\n    }\n  }\n}\n\nfragment FeedbackFields on FeedbackNote {\n  feedback_path\n  index\n  feedback\n  username\n  from_review_team\n  time\n}\n\nquery AppletDefaults($module_name: String!) {\n  service(module_name: $module_name) {\n    id\n    module_name\n    name\n    published\n    stencils {\n      slug\n      name\n      label\n      example\n      note\n      value\n      icon\n      endpoint\n      trigger_id\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserErrorFields on UserError {\n  attribute\n  message\n}"): (typeof documents)["fragment UserErrorFields on UserError {\n  attribute\n  message\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;