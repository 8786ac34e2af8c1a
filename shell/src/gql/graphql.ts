/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type DeveloperHeaderQueryVariables = Exact<{ [key: string]: never; }>;


export type DeveloperHeaderQuery = { me: { id: string, login: string, name: string, timezone: string | null, organizations: Array<{ id: string, name: string, tier: string, tier_display_name: string, admin_uri: string, services: Array<{ id: string, module_name: string, name: string, icon: string | null, color_hsl: string | null, published: boolean, review_status_label: string | null, url: string }> | null }> | null } | null };

export type UpdateMyTimezoneMutationVariables = Exact<{
  timezone: string;
}>;


export type UpdateMyTimezoneMutation = { updateMyTimezone: { errors: Array<{ attribute: string, message: string }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const DeveloperHeaderDocument = new TypedDocumentString(`
    query DeveloperHeader {
  me {
    id
    login
    name
    timezone
    organizations {
      id
      name
      tier
      tier_display_name
      admin_uri
      services {
        id
        module_name
        name
        icon
        color_hsl
        published
        review_status_label
        url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DeveloperHeaderQuery, DeveloperHeaderQueryVariables>;
export const UpdateMyTimezoneDocument = new TypedDocumentString(`
    mutation UpdateMyTimezone($timezone: String!) {
  updateMyTimezone(timezone: $timezone) {
    errors {
      attribute
      message
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateMyTimezoneMutation, UpdateMyTimezoneMutationVariables>;