import { expect, test, type Page, type Response } from '@playwright/test';
import { orgs } from '../support/demo';
import { openOrgMenu, openServiceMenu, orgMenu, orgMenuButton, serviceMenuButton } from '../support/header';
import { login } from '../support/login';

const { acme } = orgs;
const FAILURE_TEXT = 'This part of Switchyard could not be loaded';
const ORG_REMOTE_FILES = '**/remotes/org/**';

const fallback = (page: Page) => page.getByRole('main').getByText(FAILURE_TEXT);
const retryButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Retry' });

/** The header keeps working while the org remote is down: its menus open, and a service page renders. */
async function expectHeaderWorks(page: Page) {
  await expect(orgMenuButton(page)).toHaveAccessibleName(acme.name);
  const menu = await openOrgMenu(page);
  await expect(menu.getByRole('menuitem', { name: acme.name, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(orgMenu(page)).toBeHidden();

  const services = await openServiceMenu(page, acme.name);
  await services.getByRole('menuitem', { name: 'Acme Weather' }).click();
  await expect(page).toHaveURL('/services/acme_weather');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Weather' })).toBeVisible();
  await expect(serviceMenuButton(page)).toHaveAccessibleName('Acme Weather');
  await expect(fallback(page)).toHaveCount(0);
}

test.describe('a remote that fails stays contained', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, 'olivia');
  });

  test("with the org remote's files unreachable: fallback with Retry, working header, Retry recovers", async ({
    page,
  }) => {
    await page.route(ORG_REMOTE_FILES, (route) => route.abort());
    await page.goto(`/organizations/${acme.id}`);
    await expect(fallback(page)).toBeVisible();
    await expect(retryButton(page)).toBeVisible();

    await expectHeaderWorks(page);

    // Back on the organization page, still unreachable: the fallback again.
    await page.goBack();
    await expect(page).toHaveURL(`/organizations/${acme.id}`);
    await expect(fallback(page)).toBeVisible();

    // Once the files can be had again, Retry loads the organization page in place.
    await page.unroute(ORG_REMOTE_FILES);
    await retryButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: acme.name })).toBeVisible();
    await expect(fallback(page)).toHaveCount(0);
    await expect(page).toHaveURL(`/organizations/${acme.id}`);
  });

  test("with the org remote's files 5 s late: the header on time, the route's placeholder, then the page", async ({
    page,
  }) => {
    await page.route(ORG_REMOTE_FILES, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      await route.continue().catch(() => {});
    });
    const started = Date.now();
    await page.goto(`/organizations/${acme.id}`, { waitUntil: 'commit' });
    const main = page.getByRole('main');
    await expect(orgMenuButton(page)).toHaveAccessibleName(acme.name, { timeout: 3000 });
    await expect(main.locator('[aria-busy="true"]').getByRole('status')).toHaveText('Loading');
    // Both while the remote is still on its way: nothing of the header waited for it.
    expect(Date.now() - started).toBeLessThan(4500);
    await expect(main.getByRole('heading', { level: 1, name: acme.name })).toBeVisible({ timeout: 15_000 });
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(fallback(page)).toHaveCount(0);
  });

  test('with a remote whose code throws: fallback and a working header', async ({ page }) => {
    const { remotes } = (await (await page.request.get('/remotes.json')).json()) as {
      remotes: { name: string; entry: string }[];
    };
    const org = remotes.find((r) => r.name === 'org')!;
    const manifest = (await (await page.request.get(org.entry)).json()) as {
      exposes: { path: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    const app = manifest.exposes.find((e) => e.path === './app');
    expect(app, "the org remote exposes './app'").toBeTruthy();
    const chunks = [...app!.assets.js.sync, ...app!.assets.js.async];
    expect(chunks.length).toBeGreaterThan(0);
    const served: string[] = [];
    await page.route(
      (url) => url.pathname.startsWith('/remotes/org/') && chunks.some((c) => url.pathname.endsWith(`/${c}`)),
      (route) => {
        served.push(route.request().url());
        return route.fulfill({
          status: 200,
          contentType: 'application/javascript',
          body: "throw new Error('boom');",
        });
      },
    );
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`/organizations/${acme.id}`);
    await expect(fallback(page)).toBeVisible();
    await expect(retryButton(page)).toBeVisible();
    expect(served.length).toBeGreaterThan(0);
    expect(errors).toContain('boom');

    await expectHeaderWorks(page);
  });
});

/**
 * Records every React DOM renderer that registers with the (stand-in) React DevTools hook, and which
 * renderer commits each render: one copy of react-dom means exactly one injection.
 */
function recordReactRenderers() {
  const w = window as unknown as Record<string, unknown>;
  const injected: { id: number; version: string; rendererPackageName: string }[] = [];
  const committedBy = new Set<number>();
  w.__e2eReact = { injected, committedBy };
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer: { version: string; rendererPackageName: string }) {
      const id = injected.length + 1;
      injected.push({ id, version: renderer.version, rendererPackageName: renderer.rendererPackageName });
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot(id: number) {
      committedBy.add(id);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
}

/** A string only React DOM's client renderer contains. */
const REACT_DOM_MARKER = 'rendererPackageName:"react-dom"';

test.describe('React is loaded once', () => {
  test('on /, an organization page and a service page, by full page load and by in-app navigation', async ({
    page,
  }) => {
    await login(page, 'olivia');
    await page.addInitScript(recordReactRenderers);
    const bodies: Promise<string>[] = [];
    page.on('response', (response: Response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.ok() && type.includes('javascript')) bodies.push(response.text().catch(() => ''));
    });

    const renderers = () =>
      page.evaluate(() => {
        const r = (window as unknown as { __e2eReact: { injected: unknown[]; committedBy: Set<number> } })
          .__e2eReact;
        return { injected: r.injected, committedBy: [...r.committedBy] };
      });
    const expectOneReact = async () => {
      const { injected, committedBy } = await renderers();
      expect(injected).toEqual([
        { id: 1, version: expect.stringMatching(/^19\./), rendererPackageName: 'react-dom' },
      ]);
      expect(committedBy).toEqual([1]);
      const loaded = await Promise.all(bodies.splice(0));
      expect(loaded.filter((js) => js.includes(REACT_DOM_MARKER))).toHaveLength(1);
    };

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Switchyard, Olivia Owner' })).toBeVisible();
    await expect(orgMenuButton(page)).toBeVisible();
    await expectOneReact();

    await page.goto(`/organizations/${acme.id}`);
    await expect(page.getByRole('heading', { level: 1, name: acme.name })).toBeVisible();
    await expectOneReact();

    await page.goto('/services/acme_weather');
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Weather' })).toBeVisible();
    await expectOneReact();

    // Start at home, then open both remotes in the same page.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Switchyard, Olivia Owner' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: acme.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: acme.name })).toBeVisible();
    const services = await openServiceMenu(page, acme.name);
    await services.getByRole('menuitem', { name: 'Acme Weather' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Weather' })).toBeVisible();
    await expectOneReact();
  });
});

test.describe('the shared libraries come from the shell', () => {
  test("no remote fetches its own copy of a shared library (React, Apollo, the UI kit…), nor another remote's files", async ({
    page,
  }) => {
    await login(page, 'olivia');
    const { remotes } = (await (await page.request.get('/remotes.json')).json()) as {
      remotes: { name: string; entry: string }[];
    };
    // Each remote's own builds of the shared libraries, as the manifest of its version lists them.
    const ownCopies = new Set<string>();
    for (const { entry } of remotes) {
      const manifest = (await (await page.request.get(entry)).json()) as {
        shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
      };
      for (const shared of manifest.shared)
        for (const file of [...shared.assets.js.sync, ...shared.assets.js.async])
          ownCopies.add(new URL(file, new URL(entry, 'http://gateway')).pathname);
    }
    expect(ownCopies.size).toBeGreaterThan(0);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));

    await page.goto(`/organizations/${acme.id}`);
    await expect(page.getByRole('heading', { level: 1, name: acme.name })).toBeVisible();
    const services = await openServiceMenu(page, acme.name);
    await services.getByRole('menuitem', { name: 'Acme Weather' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Weather' })).toBeVisible();

    expect(requested.filter((path) => ownCopies.has(path))).toEqual([]);
    const remotesFetched = new Set(
      requested.flatMap((path) => /^\/remotes\/([^/]+)\//.exec(path)?.[1] ?? []),
    );
    expect([...remotesFetched].sort()).toEqual(['org', 'service_config']);
  });
});
