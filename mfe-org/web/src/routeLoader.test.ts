import { answerGraphqlRequests } from '@switchyard/client/testing';
import { loadOrgRoute } from './routeLoader';

const at = (pathname: string) => ({ pathname, search: new URLSearchParams() });
let graphql: ReturnType<typeof answerGraphqlRequests>;
beforeEach(() => {
  graphql = answerGraphqlRequests(() => null);
});
afterEach(() => graphql.restore());

const sent = () => new Promise((r) => setTimeout(r, 20)).then(() => graphql.sent);

describe('loadOrgRoute', () => {
  it("asks for the Invoices view's invoices with the organization, not after it", async () => {
    loadOrgRoute(at('/organizations/org-1/invoices'));
    expect(await sent()).toEqual([
      { operationName: 'OrganizationPage', variables: { id: 'org-1' } },
      { operationName: 'OrganizationInvoices', variables: { id: 'org-1' } },
    ]);
  });

  it("asks for each page's query, and nothing for a path with no page", async () => {
    loadOrgRoute(at('/organizations'));
    loadOrgRoute(at('/outbox'));
    loadOrgRoute(at('/invitations/tok-1'));
    loadOrgRoute(at('/organizations/x/billing'));
    expect((await sent()).map((o) => o.operationName)).toEqual([
      'MyOrganizations',
      'Outbox',
      'InvitationPreview',
    ]);
  });
});
