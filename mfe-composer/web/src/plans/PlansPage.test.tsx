import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlashHost } from '@switchyard/ui';
import { renderWithMockedApollo } from '@switchyard/client/testing';
import { PlanUserDocument, PlansViewerDocument, UpdatePlatformSubscriptionDocument } from '../gql/graphql';
import { PlansPage } from './PlansPage';

const viewer = (over: { tier?: string; staff?: boolean } = {}) => ({
  request: { query: PlansViewerDocument },
  result: {
    data: {
      me: { id: 'u1', login: 'stella', name: 'Stella Staff', tier: 'free', staff: false, ...over },
    },
  },
});

const rey = { id: 'u4', login: 'rey', name: 'Rey Reviewer', tier: 'free' };

function renderPage(mocks: Parameters<typeof renderWithMockedApollo>[1]['mocks']) {
  return renderWithMockedApollo(
    <>
      <PlansPage />
      <FlashHost />
    </>,
    { mocks },
  );
}

describe('PlansPage', () => {
  beforeEach(() => window.history.pushState(null, '', '/plans#pro'));

  it("explains the plans, marks the viewer's own and the one the upgrade link named; no staff form", async () => {
    renderPage([viewer({ tier: 'pro' })]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the plans');
    const list = await screen.findByRole('list', { name: 'Plans' });
    const plans = within(list).getAllByRole('listitem', { name: /^(Free|Pro|Pro\+)/ });
    expect(plans.map((p) => p.id)).toEqual(['free', 'pro', 'pro_plus']);
    expect(within(plans[1]).getByText('Your plan')).toBeInTheDocument();
    expect(plans[1]).toHaveClass('composer-plan--target');
    expect(within(plans[2]).getByText('Filter code')).toBeInTheDocument();
    expect(screen.getByText(/You are on the/)).toHaveTextContent('You are on the Pro plan.');
    expect(screen.queryByRole('heading', { name: 'Change a user’s plan' })).not.toBeInTheDocument();
  });

  it('lets staff look a user up and change their plan, showing refusals beside the field', async () => {
    renderPage([
      viewer({ tier: 'pro_plus', staff: true }),
      {
        request: { query: PlanUserDocument, variables: { login: 'nobody' } },
        result: { data: { userByLogin: null } },
      },
      {
        request: { query: PlanUserDocument, variables: { login: 'rey' } },
        result: { data: { userByLogin: rey } },
      },
      {
        request: { query: UpdatePlatformSubscriptionDocument, variables: { login: 'rey', tier: 'pro_plus' } },
        result: {
          data: { updatePlatformSubscription: { user: { ...rey, tier: 'pro_plus' }, errors: [] } },
        },
      },
    ]);
    await screen.findByRole('heading', { name: 'Change a user’s plan' });
    const login = screen.getByLabelText('Login');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(screen.getByText("Login can't be blank")).toBeInTheDocument();

    await userEvent.type(login, 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('No user has this login.')).toBeInTheDocument();
    expect(login).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(login);
    await userEvent.type(login, 'rey');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    const form = await screen.findByRole('form', { name: 'New plan' });
    expect(within(form).getByRole('status')).toHaveTextContent('Rey Reviewer (rey) is on the Free plan.');
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.selectOptions(within(form).getByLabelText('Plan'), 'pro_plus');
    await userEvent.click(save);
    expect(await screen.findByText('Rey Reviewer (rey) is on the Pro+ plan now.')).toBeInTheDocument();
    expect(within(form).getByRole('status')).toHaveTextContent('is on the Pro+ plan.');
  });

  it('says so when the plans cannot be loaded, with Retry', async () => {
    renderPage([{ request: { query: PlansViewerDocument }, error: new Error('down') }]);
    expect(await screen.findByText('The plans could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });
});
