import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  OrganizationInvoicesDocument,
  OrganizationPageDocument,
  type Organization,
  type UserError,
} from '../orgOperations';

export function orgPageMock(
  organization: Organization,
  opts: { maxUsageCount?: number } = {},
): MockedResponse {
  return {
    request: { query: OrganizationPageDocument, variables: { id: organization.id } },
    result: { data: { organization } },
    maxUsageCount: opts.maxUsageCount,
  };
}

/** A GraphQL error the way the org subgraph reports authorization failures. */
export function codedError(code: string, message = code): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

export function userErrors(errors: UserError[]) {
  return errors.map((e) => ({ __typename: 'UserError', ...e }));
}

/** An OrganizationPayload as inviteUser / resendInvitation / revokeInvitation answer it. */
export function orgPayload(organization: Organization | null, errors: UserError[] = []) {
  return { __typename: 'OrganizationPayload', organization, errors: userErrors(errors) };
}

export function invoicesMock(
  orgId: string,
  invoices: Array<{ id: string; created_at: string; invoice_total_in_cents: number; status: string }>,
): MockedResponse {
  return {
    request: { query: OrganizationInvoicesDocument, variables: { id: orgId } },
    result: {
      data: {
        organization: {
          __typename: 'Organization',
          id: orgId,
          invoices: invoices.map((i) => ({ __typename: 'Invoice', ...i })),
        },
      },
    },
  };
}
