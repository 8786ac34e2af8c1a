import { setSession } from '@switchyard/client';
import { renderWithMockedApollo } from '@switchyard/client/testing';
import { FEEDBACK_SAVE_FAILED } from '@switchyard/ui/feedback';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cachePolicies } from '../cachePolicies';
import { AppletFeedback, NOT_YOURS } from './AppletFeedback';
import {
  APPLET_ID,
  feedbackMock,
  given,
  giveMock,
  notFound,
  opinion,
  withdrawMock,
  type MockedResponse,
} from './appletFeedbackFixtures.testing';

const viewer = {
  id: 'u1',
  login: 'milo',
  email: 'milo@example.com',
  name: 'Milo',
  staff: false,
  emailVerified: true,
  reviewTeam: false,
  maker: false,
  tier: 'pro' as const,
};

const render = (mocks: MockedResponse[], mine = true) =>
  renderWithMockedApollo(<AppletFeedback appletId={APPLET_ID} mine={mine} />, { mocks, cachePolicies });
const up = () => screen.getByRole('button', { name: 'Thumbs up' });
const down = () => screen.getByRole('button', { name: 'Thumbs down' });

beforeEach(() => setSession({ viewer, csrfToken: 'csrf' }));

describe('AppletFeedback', () => {
  it('loads the viewer’s opinion and saves a thumbs down with its reason', async () => {
    const user = userEvent.setup();
    const stored = opinion({
      like: false,
      opinion_code: 'unexpected',
      opinion_label: "Doesn't work as expected",
    });
    render([
      feedbackMock(null),
      giveMock(
        { like: false, opinion_code: 'unexpected', text: 'Wrong album' },
        given({ ...stored, text: 'Wrong album' }),
      ),
    ]);
    expect(await screen.findByRole('region', { name: 'Does this Applet work for you?' })).toBeInTheDocument();
    await waitFor(() => expect(up()).toBeEnabled());
    await user.click(down());
    await user.click(screen.getByRole('radio', { name: "Doesn't work as expected" }));
    await user.type(screen.getByRole('textbox', { name: 'Tell us more (optional)' }), 'Wrong album');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Wrong album')).toBeInTheDocument();
    expect(screen.getByText("Doesn't work as expected")).toBeInTheDocument();
    expect(down()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('withdraws it with Remove', async () => {
    const user = userEvent.setup();
    render([feedbackMock(opinion()), withdrawMock()]);
    await waitFor(() => expect(up()).toHaveAttribute('aria-pressed', 'true'));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your feedback was removed.'));
    expect(up()).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the server’s refusal and puts the opinion back', async () => {
    const user = userEvent.setup();
    render([
      feedbackMock(null),
      giveMock({ like: true, opinion_code: null, text: null }, notFound()),
      giveMock(
        { like: true, opinion_code: null, text: null },
        given(null, [{ attribute: 'like', message: 'is required' }]),
      ),
      giveMock({ like: true, opinion_code: null, text: null }, new Error('offline')),
    ]);
    await waitFor(() => expect(up()).toBeEnabled());
    await user.click(up());
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_YOURS);
    expect(up()).toHaveAttribute('aria-pressed', 'false');
    await user.click(up());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your opinion is required'));
    await user.click(up());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(FEEDBACK_SAVE_FAILED));
    expect(up()).toHaveAttribute('aria-pressed', 'false');
  });

  it('is shown to a viewer who no longer has it on only when they gave an opinion', async () => {
    const { unmount } = render([feedbackMock(null)], false);
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    // Give the query its answer, then look again: still nothing.
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('button', { name: 'Thumbs up' })).not.toBeInTheDocument();
    unmount();
    render(
      [feedbackMock(opinion({ like: false, opinion_code: 'too_slow', opinion_label: 'Too slow' }))],
      false,
    );
    expect(await screen.findByText('Too slow')).toBeInTheDocument();
    expect(down()).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows nothing, and asks nothing, when signed out', async () => {
    setSession({ viewer: null, csrfToken: '' });
    const { container } = render([]);
    await new Promise((r) => setTimeout(r, 20));
    expect(container).toBeEmptyDOMElement();
  });
});
