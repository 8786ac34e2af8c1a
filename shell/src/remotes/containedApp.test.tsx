import type { LifeCycles } from 'single-spa';
import { containedApp, lifecyclesOf } from './containedApp';
import type { AppElementProps } from './RemoteFallback';

type Fn = (props: unknown) => Promise<unknown>;
const call = (fn: unknown, props: unknown) => (fn as Fn)(props);

function setup() {
  const domElement = document.createElement('div');
  const props = { name: 'svc', domElement, singleSpa: {}, mountParcel: jest.fn() };
  const fallback = {
    bootstrap: jest.fn(async () => {}),
    mount: jest.fn(async ({ domElement: el }: AppElementProps) => void el.append('FALLBACK')),
    unmount: jest.fn(async () => {}),
  };
  return { domElement, props, fallback: fallback as LifeCycles<AppElementProps> & typeof fallback };
}

describe('lifecyclesOf', () => {
  const app = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };
  it('takes named exports or a default export', () => {
    expect(lifecyclesOf(app)).toBe(app);
    expect(lifecyclesOf({ default: app })).toBe(app);
  });
  it('refuses a module that is not an application', () => {
    expect(lifecyclesOf({ render: () => {} })).toBeNull();
    expect(lifecyclesOf(null)).toBeNull();
  });
});

describe('containedApp', () => {
  const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  afterAll(() => errorSpy.mockRestore());

  it('uses the fallback, in place of the placeholder, when the loader rejects or the module is not an application', async () => {
    for (const load of [async () => Promise.reject(new Error('x')), async () => ({ nothing: true })]) {
      const { props, fallback, domElement } = setup();
      const app = await containedApp(load, fallback)(props);
      expect(domElement.querySelector('[aria-busy="true"]')).not.toBeNull();
      for (const f of [app.mount].flat()) await call(f, props);
      expect(fallback.mount).toHaveBeenCalledWith(props);
      expect(domElement.textContent).toBe('FALLBACK');
    }
  });

  it('shows a placeholder while the remote loads, which the remote replaces when it mounts', async () => {
    const { props, fallback, domElement } = setup();
    let loaded: (mod: unknown) => void = () => {};
    const loading = containedApp(() => new Promise((resolve) => (loaded = resolve)), fallback)(props);
    expect(domElement.querySelector('[aria-busy="true"] [role="status"]')?.textContent).toBe('Loading');
    const remote = {
      bootstrap: async () => {},
      mount: jest.fn(async ({ domElement: el }: AppElementProps) => void el.append('REMOTE')),
      unmount: async () => {},
    };
    loaded(remote);
    const app = await loading;
    await call(app.mount, props);
    expect(domElement.textContent).toBe('REMOTE');
  });

  it('passes a healthy application through', async () => {
    const { props, fallback } = setup();
    const remote = {
      bootstrap: jest.fn(async () => {}),
      mount: jest.fn(async () => {}),
      unmount: jest.fn(async () => {}),
    };
    const app = await containedApp(async () => ({ default: remote }), fallback)();
    await call(app.bootstrap, props);
    await call(app.mount, props);
    await call(app.unmount, props);
    expect(remote.bootstrap).toHaveBeenCalledWith(props);
    expect(remote.mount).toHaveBeenCalledWith(props);
    expect(remote.unmount).toHaveBeenCalledWith(props);
    expect(fallback.mount).not.toHaveBeenCalled();
  });

  it('runs lifecycle arrays in order', async () => {
    const { props, fallback } = setup();
    const order: string[] = [];
    const remote = {
      bootstrap: [async () => void order.push('b1'), async () => void order.push('b2')],
      mount: async () => void order.push('m'),
      unmount: async () => {},
    };
    const app = await containedApp(async () => remote, fallback)();
    await call(app.bootstrap, props);
    await call(app.mount, props);
    expect(order).toEqual(['b1', 'b2', 'm']);
  });

  it('shows the fallback when bootstrap throws, without mounting the remote', async () => {
    const { props, fallback, domElement } = setup();
    const remote = {
      bootstrap: async () => Promise.reject(new Error('boom')),
      mount: jest.fn(async () => {}),
      unmount: async () => {},
    };
    const app = await containedApp(async () => remote, fallback)();
    await expect(call(app.bootstrap, props)).resolves.toBeUndefined();
    await call(app.mount, props);
    expect(remote.mount).not.toHaveBeenCalled();
    expect(domElement).toHaveTextContent('FALLBACK');
    await call(app.unmount, props);
    expect(fallback.unmount).toHaveBeenCalled();
    expect(domElement).toBeEmptyDOMElement();
  });

  it('clears the element when unmount throws and shows the fallback on the next mount', async () => {
    const { props, fallback, domElement } = setup();
    const remote = {
      bootstrap: async () => {},
      mount: async ({ domElement: el }: AppElementProps) => void el.append('REMOTE'),
      unmount: async () => Promise.reject(new Error('stuck')),
    };
    const app = await containedApp(async () => remote, fallback)();
    await call(app.mount, props);
    expect(domElement).toHaveTextContent('REMOTE');
    await expect(call(app.unmount, props)).resolves.toBeUndefined();
    expect(domElement).toBeEmptyDOMElement();
    await call(app.mount, props);
    expect(domElement).toHaveTextContent('FALLBACK');
  });
});
