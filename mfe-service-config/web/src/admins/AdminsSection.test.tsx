import type { MockedResponse } from '@apollo/client/testing';
import { ADMIN_MESSAGES } from '@switchyard/service-config-common/rules/serviceAdmin';
import { clearFlash, FlashHost } from '@switchyard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApollo } from '../testing/renderWithApollo';
import { answer, CSRF, mockFetch, sent } from '../steps/restFixtures.testing';
import { ServiceAdminsDocument, type ServiceAdmin } from './adminOperations';
import { AdminsSection } from './AdminsSection';
import { ADMIN_TEXTS } from './adminTexts';

const olivia: ServiceAdmin = {
  __typename: 'ServiceAdmin',
  id: 'ad000000-0000-4000-8000-000000000100',
  email: 'olivia@example.com',
  name: 'Olivia Owner',
  phone: '+1 (555) 010-4477',
  validated: true,
} as ServiceAdmin;
const ops = {
  ...olivia,
  id: 'ad000000-0000-4000-8000-000000000101',
  email: 'ops@daybook.example',
  name: 'Ops',
  phone: null,
  validated: false,
};

const adminsMock = (admins: ServiceAdmin[], member = true, delay = 0): MockedResponse => ({
  request: { query: ServiceAdminsDocument, variables: { module_name: 'daybook' } },
  result: {
    data: {
      service: {
        __typename: 'Service',
        id: '20000000-0000-4000-8000-000000000100',
        module_name: 'daybook',
        viewer_is_member: member,
        admins,
      },
    },
  },
  delay,
});

function renderSection(mocks: MockedResponse[]) {
  renderWithApollo(
    <>
      <AdminsSection moduleName="daybook" />
      <FlashHost />
    </>,
    mocks,
  );
}
const list = () => screen.getByRole('list', { name: 'Administrators' });

afterEach(() => clearFlash());

describe('AdminsSection', () => {
  it('says it is loading, then lists the administrators with their phone and validation', async () => {
    renderSection([adminsMock([olivia, ops], true, 20)]);
    expect(screen.getByRole('status')).toHaveTextContent(ADMIN_TEXTS.loading);
    await screen.findByRole('list', { name: 'Administrators' });
    const [first, second] = within(list()).getAllByRole('listitem');
    expect(first).toHaveTextContent('Olivia Owner');
    expect(within(first).getByRole('link', { name: 'olivia@example.com' })).toHaveAttribute(
      'href',
      'mailto:olivia@example.com',
    );
    expect(within(first).getByRole('link', { name: '+1 (555) 010-4477' })).toHaveAttribute(
      'href',
      'tel:+15550104477',
    );
    expect(first).toHaveTextContent(ADMIN_TEXTS.validated);
    expect(second).toHaveTextContent(ADMIN_TEXTS.noPhone);
    expect(second).toHaveTextContent(ADMIN_TEXTS.notValidated);
  });

  it('says when there are none, and when they could not be loaded (with Try again)', async () => {
    renderSection([
      {
        request: { query: ServiceAdminsDocument, variables: { module_name: 'daybook' } },
        error: new Error('down'),
      },
      adminsMock([]),
    ]);
    expect(await screen.findByText(ADMIN_TEXTS.loadFailed)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(ADMIN_TEXTS.empty)).toBeInTheDocument();
  });

  it('adds an administrator: the server errors show beside their fields, then the list reloads', async () => {
    const user = userEvent.setup();
    const added = { ...ops };
    renderSection([adminsMock([olivia]), adminsMock([olivia, added])]);
    const fetchMock = mockFetch(
      answer(422, {
        errors: [
          { attribute: 'email', message: ADMIN_MESSAGES.taken },
          { attribute: 'phone', message: ADMIN_MESSAGES.phoneDigits },
        ],
      }),
      answer(201, { partners_channel_admin: added, errors: [] }),
    );
    await user.click(await screen.findByRole('button', { name: ADMIN_TEXTS.add }));
    const form = screen.getByRole('form', { name: 'New administrator' });
    // Focus moves into the form.
    expect(within(form).getByLabelText('E-mail')).toHaveFocus();
    await user.type(within(form).getByLabelText('E-mail'), 'olivia@example.com');
    await user.type(within(form).getByLabelText('Name'), 'Ops');
    await user.type(within(form).getByLabelText('Phone'), '123');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(`Error: email ${ADMIN_MESSAGES.taken}`)).toBeInTheDocument();
    expect(within(form).getByText(`Error: phone ${ADMIN_MESSAGES.phoneDigits}`)).toBeInTheDocument();
    expect(within(form).getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(ADMIN_TEXTS.saveFailed)).toBeInTheDocument();
    expect(sent(fetchMock)).toMatchObject({
      url: '/services/daybook/admins',
      method: 'POST',
      body: {
        authenticity_token: CSRF,
        partners_channel_admin: { email: 'olivia@example.com', name: 'Ops', phone: '123' },
      },
    });

    await user.clear(within(form).getByLabelText('E-mail'));
    await user.type(within(form).getByLabelText('E-mail'), 'ops@daybook.example');
    await user.clear(within(form).getByLabelText('Phone'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ADMIN_TEXTS.added)).toBeInTheDocument();
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(2));
    expect(sent(fetchMock, 1).body.partners_channel_admin).toEqual({
      email: 'ops@daybook.example',
      name: 'Ops',
      phone: '',
    });
    // Focus goes back to Add.
    expect(screen.getByRole('button', { name: ADMIN_TEXTS.add })).toHaveFocus();
  });

  it('edits one in place (PUT) and Escape cancels without saving', async () => {
    const user = userEvent.setup();
    const renamed = { ...olivia, name: 'Olivia O.' };
    renderSection([adminsMock([olivia]), adminsMock([renamed])]);
    const fetchMock = mockFetch(answer(200, { partners_channel_admin: renamed, errors: [] }));
    const edit = await screen.findByRole('button', { name: 'Edit Olivia Owner' });
    await user.click(edit);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Olivia Owner' })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Edit Olivia Owner' }));
    const form = screen.getByRole('form', { name: 'Administrator Olivia Owner' });
    expect(within(form).getByLabelText('Phone')).toHaveValue('+1 (555) 010-4477');
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Olivia O.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ADMIN_TEXTS.updated)).toBeInTheDocument();
    expect(sent(fetchMock)).toMatchObject({
      url: `/services/daybook/admins/${olivia.id}`,
      method: 'PUT',
      body: {
        partners_channel_admin: {
          email: 'olivia@example.com',
          name: 'Olivia O.',
          phone: '+1 (555) 010-4477',
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Edit Olivia O.' })).toBeInTheDocument();
  });

  it('removes one after the confirmation, and not when cancelled', async () => {
    const user = userEvent.setup();
    renderSection([adminsMock([olivia, ops]), adminsMock([olivia])]);
    const fetchMock = mockFetch(answer(200, { errors: [] }));
    await user.click(await screen.findByRole('button', { name: 'Remove Ops' }));
    let dialog = screen.getByRole('dialog', { name: ADMIN_TEXTS.confirmRemoveTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove Ops' }));
    dialog = screen.getByRole('dialog', { name: ADMIN_TEXTS.confirmRemoveTitle });
    expect(dialog).toHaveTextContent(ADMIN_TEXTS.confirmRemove('Ops'));
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(ADMIN_TEXTS.removed)).toBeInTheDocument();
    expect(sent(fetchMock)).toMatchObject({ url: `/services/daybook/admins/${ops.id}`, method: 'DELETE' });
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: ADMIN_TEXTS.add })).toHaveFocus());
  });

  it('offers no Add once there are 10', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({
      ...ops,
      id: `${ops.id.slice(0, -2)}${10 + i}`,
      email: `a${i}@x.example`,
      name: `A${i}`,
    }));
    renderSection([adminsMock(ten)]);
    expect(await screen.findByText(ADMIN_TEXTS.limit)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ADMIN_TEXTS.add })).not.toBeInTheDocument();
  });

  it('shows the review team and staff the list without Add, Edit or Remove', async () => {
    renderSection([adminsMock([olivia], false)]);
    await screen.findByRole('list', { name: 'Administrators' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
