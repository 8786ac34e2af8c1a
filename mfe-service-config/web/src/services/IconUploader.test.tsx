import { setSession } from '@switchyard/client';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconUploader, type IconUploaderProps } from './IconUploader';

let fetchMock: jest.Mock;
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'icon.png', { type: 'image/png' });

function answer(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, json: async () => body };
}

function renderUploader(props: Partial<IconUploaderProps> = {}) {
  const onUploaded = jest.fn();
  render(
    <IconUploader
      slug="acme_notes"
      iconUrl="/services/acme_notes/icon?v=aaaaaaaaaaaaaaaa"
      brandColor="#43A047"
      published={false}
      onUploaded={onUploaded}
      {...props}
    />,
  );
  return { onUploaded, input: screen.getByLabelText<HTMLInputElement>('Service icon file') };
}

beforeEach(() => {
  setSession({ viewer: null, csrfToken: 'csrf-123' });
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('IconUploader', () => {
  it('shows the current icon at width 310 on the brand colour, in a zone labelled Upload a new file', () => {
    renderUploader();
    const zone = screen.getByRole('button', { name: /Upload a new file/ });
    expect(zone).toBeEnabled();
    const img = screen.getByRole('img', { name: 'Current service icon' });
    expect(img).toHaveAttribute('src', '/services/acme_notes/icon?v=aaaaaaaaaaaaaaaa');
    expect(img).toHaveAttribute('width', '310');
    expect(screen.getByTestId('icon-preview')).toHaveStyle({ background: '#43A047', width: '310px' });
  });

  it('says so when there is no icon yet', () => {
    renderUploader({ iconUrl: null, brandColor: null });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No icon yet')).toBeInTheDocument();
  });

  it('uploads the chosen file as the raw body with its type and the CSRF token, then shows it', async () => {
    let resolve!: (v: unknown) => void;
    fetchMock.mockReturnValue(new Promise((r) => (resolve = r)));
    const { onUploaded, input } = renderUploader();
    const file = png();
    await userEvent.upload(input, file);

    expect(await screen.findByRole('status')).toHaveTextContent('Uploading service icon…');
    expect(screen.getByRole('button', { name: /Upload a new file/ })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/services/acme_notes/icon');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(file);
    expect(init.cache).toBe('no-store');
    expect(new Headers(init.headers).get('Content-Type')).toBe('image/png');
    expect(new Headers(init.headers).get('X-CSRF-Token')).toBe('csrf-123');

    resolve(answer(200, { icon: '/services/acme_notes/icon?v=bbbbbbbbbbbbbbbb' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Service icon saved successfully'),
    );
    expect(onUploaded).toHaveBeenCalledWith('/services/acme_notes/icon?v=bbbbbbbbbbbbbbbb');
    expect(screen.getByRole('img', { name: 'Current service icon' })).toHaveAttribute(
      'src',
      '/services/acme_notes/icon?v=bbbbbbbbbbbbbbbb',
    );
    expect(screen.getByRole('button', { name: /Upload a new file/ })).toBeEnabled();
  });

  it('uploads a dropped file', async () => {
    fetchMock.mockResolvedValue(answer(200, { icon: '/services/acme_notes/icon?v=cccccccccccccccc' }));
    const { onUploaded } = renderUploader();
    const file = png();
    fireEvent.drop(screen.getByRole('button', { name: /Upload a new file/ }), {
      dataTransfer: { files: [file] },
    });
    await waitFor(() =>
      expect(onUploaded).toHaveBeenCalledWith('/services/acme_notes/icon?v=cccccccccccccccc'),
    );
    expect(fetchMock.mock.calls[0][1].body).toBe(file);
  });

  it('opens the file chooser from the keyboard', async () => {
    const { input } = renderUploader();
    const click = jest.spyOn(input, 'click');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Upload a new file/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });

  it('shows The image is too large. on 413', async () => {
    fetchMock.mockResolvedValue(answer(413, { error: 'Request body is too large.' }));
    const { onUploaded, input } = renderUploader();
    await userEvent.upload(input, png());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The image is too large\.$/);
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByRole('img')).toHaveAttribute('src', '/services/acme_notes/icon?v=aaaaaaaaaaaaaaaa');
  });

  it('shows the server’s message on 422', async () => {
    fetchMock.mockResolvedValue(answer(422, { error: 'The file is not a PNG, JPEG or WebP image.' }));
    const { onUploaded, input } = renderUploader();
    await userEvent.upload(input, png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^The file is not a PNG, JPEG or WebP image\.$/,
    );
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a server error',
      () => fetchMock.mockResolvedValue(answer(500, { error: 'Something went wrong on our side.' })),
    ],
    ['a 403 (stale CSRF token)', () => fetchMock.mockResolvedValue(answer(403, { error: 'Invalid token' }))],
    ['a network failure', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
    ['a 422 without a message', () => fetchMock.mockResolvedValue(answer(422, null))],
  ])('shows the generic warning on %s', async (_name, arrange) => {
    arrange();
    const { onUploaded, input } = renderUploader();
    await userEvent.upload(input, png());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^There has been an error\. Please try again!$/);
    expect(alert).toHaveClass('sc-icon-uploader__status--warning');
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('is disabled with a note when the service is published, and ignores drops', async () => {
    const { onUploaded, input } = renderUploader({ published: true });
    const zone = screen.getByRole('button', { name: /Upload a new file/ });
    expect(zone).toBeDisabled();
    expect(input).toBeDisabled();
    expect(zone).toHaveAccessibleDescription(/published, so its icon cannot be changed.*clone the service/i);
    fireEvent.drop(zone.parentElement!, { dataTransfer: { files: [png()] } });
    await userEvent.upload(input, png());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
