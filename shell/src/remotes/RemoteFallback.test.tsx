import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fallbackLifecycles, RemoteFallback, REMOTE_FAILURE_TEXT } from './RemoteFallback';

describe('RemoteFallback', () => {
  it('says the part could not be loaded and offers Retry', async () => {
    const onRetry = jest.fn();
    render(<RemoteFallback onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This part of Switchyard could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('fallbackLifecycles', () => {
  it('mounts the fallback into the application element and retries that application', async () => {
    const retry = jest.fn();
    const lifecycles = fallbackLifecycles(retry);
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { name: 'org', domElement, singleSpa: {}, mountParcel: jest.fn() };

    await act(async () => {
      await (lifecycles.mount as (p: typeof props) => Promise<unknown>)(props);
    });
    expect(domElement).toHaveTextContent(REMOTE_FAILURE_TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledWith('org');

    await act(async () => {
      await (lifecycles.unmount as (p: typeof props) => Promise<unknown>)(props);
    });
    expect(domElement).toBeEmptyDOMElement();
    domElement.remove();
  });
});
