import { chromium } from '@playwright/test';
import { api, type Api } from './channelQuery';
import { median, percentile } from './lib/stats';
import type { SignedIn } from './lib/session';
import { chromiumPath, measureWeb, type PageFigures } from './web';

export interface ComposerResult {
  pages: PageFigures[];
  /** Choosing a trigger service until its triggers are offered (loads the service's steps). */
  serviceToTriggers: { medianMs: number; p95Ms: number; samplesMs: number[] };
  /** Choosing a trigger until its fields are on the page and can be used. */
  triggerToFields: { medianMs: number; p95Ms: number; samplesMs: number[] };
}

// In the page, so no Playwright round trip is counted: change a select the React way, then watch
// frames until `ready` holds. A string: tsx's helpers must not leak into the page.
const timeChange = `async ({ label, value, ready }) => {
  const select = [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === label)?.control;
  if (!select) throw new Error('no select labelled ' + label);
  const t0 = performance.now();
  const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set;
  setter.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
  const done = new Function('return (' + ready + ')');
  while (!done()) await new Promise((r) => requestAnimationFrame(r));
  return performance.now() - t0;
}`;

const stats = (samples: number[]) => ({
  medianMs: median(samples),
  p95Ms: percentile(samples, 95),
  samplesMs: samples.map((s) => Math.round(s * 10) / 10),
});

/** Figure 13: the composer's LCP (create and edit) and JS, and how soon a chosen trigger's fields can be used. */
export async function measureComposer(opts: {
  gatewayBase: string;
  session: SignedIn;
  runs?: number;
}): Promise<ComposerResult> {
  const created = await createBenchApplet(api(opts.gatewayBase, opts.session));
  const web = await measureWeb(opts.gatewayBase, opts.session, [
    { label: 'composer, create', path: '/my_applets/new', heading: 'Create a new Applet' },
    {
      label: 'composer, edit',
      path: `/my_applets/${created}/edit`,
      heading: 'Edit Bench journal copy',
    },
  ]);

  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const toTriggers: number[] = [];
  const toFields: number[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([
      { name: opts.session.cookieName, value: opts.session.cookieValue, url: opts.gatewayBase },
    ]);
    const page = await context.newPage();
    for (let i = 0; i < (opts.runs ?? 10); i++) {
      await page.goto(`${opts.gatewayBase}/my_applets/new`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Create a new Applet' }).waitFor();
      // A fresh page each run: the service's steps are fetched, as a user choosing it first meets.
      toTriggers.push(
        (await page.evaluate(
          `(${timeChange})(${JSON.stringify({
            label: 'Trigger service',
            value: 'daybook',
            ready: `[...document.querySelectorAll('option')].some((o) => o.value === 'new_journal_entry')`,
          })})`,
        )) as number,
      );
      toFields.push(
        (await page.evaluate(
          `(${timeChange})(${JSON.stringify({
            label: 'Trigger',
            value: 'new_journal_entry',
            ready: `(() => { const s = document.querySelector('fieldset.composer-field select'); return !!s && !s.disabled; })()`,
          })})`,
        )) as number,
      );
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return { pages: web.pages, serviceToTriggers: stats(toTriggers), triggerToFields: stats(toFields) };
}

/** An applet of the signed-in user (Daybook to Daybook), once the composer's catalog offers Daybook; its id. */
export async function createBenchApplet(client: Api): Promise<string> {
  // The composer's catalog follows the seed's events: wait until it offers Daybook.
  for (const until = Date.now() + 60_000; ;) {
    const { composerChannels } = await client.graphql<{ composerChannels: unknown[] }>(
      '{ composerChannels(module_names: ["daybook"]) { id } }',
      {},
    );
    if (composerChannels.length) break;
    if (Date.now() > until)
      throw new Error('the composer never offered daybook (its catalog follows the seed events)');
    await new Promise((r) => setTimeout(r, 500));
  }
  const created = (await client.rest('/applets', {
    applet: {
      name: 'Bench journal copy',
      description: 'Copies each new journal entry.',
      applet_trigger: { channel_module_name: 'daybook', module_name: 'new_journal_entry', fields: [] },
      applet_actions: [{ channel_module_name: 'daybook', module_name: 'create_journal_entry', fields: [] }],
    },
  })) as { applet: { id: string } };
  return created.applet.id;
}
