import { screen } from '@testing-library/react';
import { ConnectionPreviewDocument } from '../preview/operations';
import { PreviewPage } from '../preview/PreviewPage';
import { endpointsPath } from '../paths';
import { matchConnectionsRoute } from '../routes';
import { mock, previewConnection, PUBLISHED_ID } from '../testing/fixtures';
import { renderWithApollo } from '../testing/renderWithApollo';

const match = (href: string) => {
  const url = new URL(href, 'http://x');
  return matchConnectionsRoute({ pathname: url.pathname, search: url.searchParams });
};

describe('the endpoints page’s address', () => {
  it('is /connections/:id/endpoints, with an anchor for one step', () => {
    expect(endpointsPath('c 1')).toBe('/connections/c%201/endpoints');
    expect(endpointsPath('c1', 'send-forecast')).toBe('/connections/c1/endpoints#send-forecast');
    expect(match('/connections/c%201/endpoints')?.element.props).toEqual({ id: 'c 1' });
    expect(match('/connections/c1/endpoints/')?.element.props).toEqual({ id: 'c1' });
    // Still the start screen of a service named "endpoints", and nothing below the page.
    expect(match('/connections/new/endpoints')?.element.props).toEqual({ owner: 'endpoints' });
    expect(match('/connections/c1/endpoints/x')).toBeNull();
  });

  it('is linked from the preview page for those who may change the connection, not for staff', async () => {
    const { unmount } = renderWithApollo(<PreviewPage id={PUBLISHED_ID} saved={false} />, [
      mock(ConnectionPreviewDocument, { id: PUBLISHED_ID }, { connection: previewConnection() }),
    ]);
    expect(await screen.findByRole('link', { name: 'Endpoints' })).toHaveAttribute(
      'href',
      `/connections/${PUBLISHED_ID}/endpoints`,
    );
    unmount();

    renderWithApollo(<PreviewPage id={PUBLISHED_ID} saved={false} />, [
      mock(
        ConnectionPreviewDocument,
        { id: PUBLISHED_ID },
        { connection: previewConnection({ can_edit: false }) },
      ),
    ]);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Endpoints' })).not.toBeInTheDocument();
  });
});
