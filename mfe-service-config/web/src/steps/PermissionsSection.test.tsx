import { render, screen, within } from '@testing-library/react';
import type { PermissionData } from './operations';
import { renderWithApollo } from '../testing/renderWithApollo';
import { ServiceConfigRoutes } from '../routes';
import { CONTACT_SUPPORT, PermissionsSection } from './PermissionsSection';
import { forecast, permissionFixture, SERVICE, triggerEditMock } from './stepsFixtures.testing';

const bigco = {
  id: 's-6',
  name: 'Bigco CRM',
  module_name: 'bigco_crm',
  image_url: '/services/bigco_crm/icon?v=0123456789abcdef',
  brand_color: '#3949AB',
};
const lamp = {
  id: 's-5',
  name: 'Lite Lamp',
  module_name: 'lite_lamp',
  image_url: null,
  brand_color: '#FDD835',
};

function permission(step_type: string, list_type: string): PermissionData {
  return { step_type, list_type, channels: list_type === 'none' ? [] : [bigco, lamp] };
}

describe('PermissionsSection', () => {
  it.each([
    [
      'trigger',
      'denylist',
      'This trigger is allowed with all actions except those from the listed services.',
    ],
    ['trigger', 'allowlist', 'This trigger can be used only with actions from the listed services.'],
    ['action', 'denylist', 'This action is allowed with all triggers except those from the listed services.'],
    ['action', 'allowlist', 'This action can be used only with triggers from the listed services.'],
    ['trigger', 'none', 'This trigger is allowed with all services.'],
    ['action', 'none', 'This action is allowed with all services.'],
  ])('a %s with a %s says: %s', (stepType, listType, text) => {
    render(<PermissionsSection permission={permission(stepType, listType)} />);
    expect(screen.getByRole('heading', { name: 'Permissions' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_SUPPORT)).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(listType === 'none' ? 0 : 2);
  });

  it('lists each service by name with a 32 by 32 icon, or its initial on its brand colour', () => {
    const { container } = render(<PermissionsSection permission={permission('trigger', 'denylist')} />);
    const [first, second] = within(screen.getByRole('list', { name: 'Services' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('Bigco CRM');
    const img = first.querySelector('img')!;
    expect(img).toHaveAttribute('src', bigco.image_url);
    expect(img).toHaveAttribute('width', '32');
    expect(img).toHaveAttribute('height', '32');
    expect(second).toHaveTextContent('LLite Lamp');
    const initial = container.querySelector('.sc-permissions__initial') as HTMLElement;
    expect(initial).toHaveTextContent('L');
    expect(initial.style.background).toBe('rgb(253, 216, 53)');
  });

  it('offers no way to change the list', () => {
    render(<PermissionsSection permission={permission('action', 'allowlist')} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('is shown on the trigger edit page with the permission fetched with the trigger', async () => {
    window.history.replaceState(null, '', `/services/${SERVICE}/triggers/${forecast.slug}`);
    const trigger = {
      ...forecast,
      permission: permissionFixture('trigger', { list_type: 'denylist', channels: [bigco] }),
    };
    renderWithApollo(<ServiceConfigRoutes />, [triggerEditMock(trigger, forecast.slug!)]);
    expect(
      await screen.findByText(
        'This trigger is allowed with all actions except those from the listed services.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Bigco CRM')).toBeInTheDocument();
  });
});
