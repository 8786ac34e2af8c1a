import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { headerData, headerMock, mockHeaderFetch } from '../header/headerFixtures';
import { PartnerUpdateNotice } from './PartnerUpdateNotice';
import { PARTNERS_UPDATE } from './partnersUpdate';

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

describe('PartnerUpdateNotice', () => {
  it('shows the latest partner update, with its link, to a user in an organization', async () => {
    mockHeaderFetch([headerMock()]);
    render(<PartnerUpdateNotice />);
    const notice = await screen.findByRole('complementary', { name: 'Partner update' });
    expect(notice).toHaveTextContent(PARTNERS_UPDATE.text);
    expect(screen.getByRole('link', { name: PARTNERS_UPDATE.linkText })).toHaveAttribute(
      'href',
      PARTNERS_UPDATE.href,
    );
  });

  it('is hidden for good once closed: the cookie keeps the version, a new render shows nothing', async () => {
    mockHeaderFetch([headerMock()]);
    const { unmount } = render(<PartnerUpdateNotice />);
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss this notice' }));
    expect(screen.queryByRole('complementary', { name: 'Partner update' })).toBeNull();
    // jsdom's page is on localhost: the cookie is the host's own.
    expect(document.cookie).toContain(`partners_update=${PARTNERS_UPDATE.version}`);
    unmount();
    render(<PartnerUpdateNotice />);
    await screen.findByRole('complementary', { name: 'Partner update' }).catch(() => null);
    expect(screen.queryByRole('complementary', { name: 'Partner update' })).toBeNull();
  });

  it('shows again for a newer update', async () => {
    document.cookie = 'partners_update=older; Path=/';
    mockHeaderFetch([headerMock()]);
    render(<PartnerUpdateNotice />);
    expect(await screen.findByRole('complementary', { name: 'Partner update' })).toBeInTheDocument();
  });

  it('is there from the first paint, before the header data, for a browser that saw an organization', async () => {
    localStorage.setItem('sy_in_organization', '1');
    mockHeaderFetch([headerMock()]);
    render(<PartnerUpdateNotice />);
    expect(screen.getByRole('complementary', { name: 'Partner update' })).toBeInTheDocument();
  });

  it('is not shown at first where the last data had no organization', async () => {
    localStorage.setItem('sy_in_organization', '0');
    mockHeaderFetch([headerMock({ me: { ...headerData.me!, organizations: [] } })]);
    render(<PartnerUpdateNotice />);
    expect(screen.queryByRole('complementary', { name: 'Partner update' })).toBeNull();
  });

  it('is not shown to a user outside any organization', async () => {
    const fetchMock = mockHeaderFetch([headerMock({ me: { ...headerData.me!, organizations: [] } })]);
    render(<PartnerUpdateNotice />);
    await screen.findByText('never').catch(() => null);
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByRole('complementary', { name: 'Partner update' })).toBeNull();
  });
});
