import { renderWithMockedApollo } from '@switchyard/client/testing';
import { EMAIL_UPDATES_LABEL, SUGGESTION_BLANK, SUGGESTION_SAVE_FAILED } from '@switchyard/ui/suggestion';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cachePolicies } from '../cachePolicies';
import { SuggestServiceDocument, SuggestServiceSubscriptionDocument } from '../gql/graphql';
import { SUGGEST_SERVICE_ACTION, SuggestServicePrompt } from './SuggestService';

type Mock = NonNullable<Parameters<typeof renderWithMockedApollo>[1]['mocks']>[number];

const suggestion = (email_updates: boolean) => ({
  __typename: 'SuggestionPayload',
  suggestion: { __typename: 'Suggestion', id: 's1', email_updates },
  errors: [],
});
const sendMock = (answer: object | Error): Mock => ({
  request: {
    query: SuggestServiceDocument,
    variables: {
      input: { service_name: 'Moon Phases', text: 'Log the moon', type: 'service', channel_id: null },
    },
  },
  ...(answer instanceof Error ? { error: answer } : { result: { data: { sendSuggestion: answer } } }),
});
const subscribeMock: Mock = {
  request: { query: SuggestServiceSubscriptionDocument, variables: { id: 's1', email_updates: true } },
  result: { data: { updateSuggestionSubscription: suggestion(true) } },
};

const render = (mocks: Mock[]) => renderWithMockedApollo(<SuggestServicePrompt />, { mocks, cachePolicies });

async function suggest() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: SUGGEST_SERVICE_ACTION }));
  const dialog = screen.getByRole('dialog', { name: 'Suggest a new service' });
  await user.type(within(dialog).getByLabelText('Service name'), ' Moon Phases ');
  await user.type(within(dialog).getByLabelText(/Your suggestion/), 'Log the moon');
  await user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));
  return user;
}

describe('SuggestServicePrompt', () => {
  it('offers to suggest a service: sent as a service about none, thanks, email updates, Done', async () => {
    render([sendMock(suggestion(false)), subscribeMock]);
    expect(screen.getByText(/Can't find your service\?/)).toBeInTheDocument();
    const user = await suggest();
    const thanks = await screen.findByRole('dialog', { name: 'Thank you for your suggestion' });
    const box = within(thanks).getByRole('checkbox', { name: EMAIL_UPDATES_LABEL });
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    await user.click(within(thanks).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Please describe your suggestion' before sending a blank one", async () => {
    const user = userEvent.setup();
    render([]);
    await user.click(screen.getByRole('button', { name: SUGGEST_SERVICE_ACTION }));
    await user.click(screen.getByRole('button', { name: 'Send suggestion' }));
    expect(screen.getAllByText(SUGGESTION_BLANK)).toHaveLength(2);
  });

  it("says 'Failed to save the suggestion. Try again later' when it cannot be sent", async () => {
    render([sendMock(new Error('offline'))]);
    await suggest();
    expect(await screen.findByRole('alert')).toHaveTextContent(SUGGESTION_SAVE_FAILED);
    expect(screen.getByRole('dialog', { name: 'Suggest a new service' })).toBeInTheDocument();
  });
});
