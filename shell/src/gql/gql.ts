/* eslint-disable */
import * as types from './graphql';



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
    "query DeveloperHeader {\n  me {\n    id\n    login\n    name\n    timezone\n    organizations {\n      id\n      name\n      tier\n      tier_display_name\n      admin_uri\n      services {\n        id\n        module_name\n        name\n        icon\n        color_hsl\n        published\n        review_status_label\n        url\n      }\n    }\n  }\n}": typeof types.DeveloperHeaderDocument,
    "mutation UpdateMyTimezone($timezone: String!) {\n  updateMyTimezone(timezone: $timezone) {\n    errors {\n      attribute\n      message\n    }\n  }\n}": typeof types.UpdateMyTimezoneDocument,
};
const documents: Documents = {
    "query DeveloperHeader {\n  me {\n    id\n    login\n    name\n    timezone\n    organizations {\n      id\n      name\n      tier\n      tier_display_name\n      admin_uri\n      services {\n        id\n        module_name\n        name\n        icon\n        color_hsl\n        published\n        review_status_label\n        url\n      }\n    }\n  }\n}": types.DeveloperHeaderDocument,
    "mutation UpdateMyTimezone($timezone: String!) {\n  updateMyTimezone(timezone: $timezone) {\n    errors {\n      attribute\n      message\n    }\n  }\n}": types.UpdateMyTimezoneDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DeveloperHeader {\n  me {\n    id\n    login\n    name\n    timezone\n    organizations {\n      id\n      name\n      tier\n      tier_display_name\n      admin_uri\n      services {\n        id\n        module_name\n        name\n        icon\n        color_hsl\n        published\n        review_status_label\n        url\n      }\n    }\n  }\n}"): typeof import('./graphql').DeveloperHeaderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateMyTimezone($timezone: String!) {\n  updateMyTimezone(timezone: $timezone) {\n    errors {\n      attribute\n      message\n    }\n  }\n}"): typeof import('./graphql').UpdateMyTimezoneDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
