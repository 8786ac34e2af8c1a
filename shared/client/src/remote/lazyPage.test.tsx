import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from './lazyPage';

describe('lazyPage', () => {
  it('starts loading on preload, once, and renders what it loaded', async () => {
    const load = jest.fn(async () => ({ who }: { who: string }) => <p>Hello {who}</p>);
    const Page = lazyPage(load);
    Page.preload();
    Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback="Loading">
        <Page who="Olivia" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Olivia')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, with no fallback, once preloaded', async () => {
    const Page = lazyPage(async () => () => <p>Ready</p>);
    await Page.preload();
    render(
      <Suspense fallback="Loading">
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Ready')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('tries again after a failed load', async () => {
    const load = jest
      .fn<Promise<() => React.ReactElement>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(() => <p>Loaded</p>);
    const Page = lazyPage(load);
    await Page.preload();
    render(
      <Suspense fallback="Loading">
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
