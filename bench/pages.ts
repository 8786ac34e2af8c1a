/**
 * Figure 15 (issue 15): every page as a user meets it. The pages come from the remotes themselves
 * (each `mfe-<domain>/web/package.json` names demo pages of its routes in `switchyard.benchPages`),
 * so a new page is measured without anyone adding it here; a route prefix with no page is reported.
 * Each load is a fresh browser context (empty cache), signed in, against the production build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { median } from './lib/stats';
import type { SignedIn } from './lib/session';
import { chromiumPath } from './web';

export interface PageToVisit {
  path: string;
  /** The remote that owns the route ('shell' for the shell's own home). */
  owner: string;
}

export interface WaterfallRow {
  startMs: number;
  endMs: number;
  type: string;
  path: string;
  /** Bytes on the wire, headers included. */
  bytes: number;
  /** The body as sent (compressed). */
  body: number;
}

export interface PageVisit extends PageToVisit {
  lcpMs: number;
  /** The developer header's brand drawn (the header itself, before its data). */
  headerMs: number;
  cls: number;
  /** JS bodies as served (compressed), without the headers. */
  jsBytes: number;
  /** Of those, the JS asked for before the route's content was put in place: what the page waits for. */
  jsBeforePaintBytes: number;
  requests: number;
  waterfall: WaterfallRow[];
}

export interface PagesFigures {
  pages: PageVisit[];
  /** Route prefixes of a remote that no bench page covers (not measured). */
  uncovered: string[];
  /** Why something a bench page needed could not be made ({applet}: …). */
  problems?: string[];
  /** Longest event of the interaction, ms (Event Timing API, as INP counts it). */
  inp: { openOrgMenuMs: number | null; saveFormMs: number | null };
}

/**
 * The shell's home, then each remote's bench pages; uncovered route prefixes are listed. A bench page
 * may name something the bench makes first, as {applet} or {invitation}: filled in from `made`; a page
 * whose placeholder the bench could not make is not measured (listed, with the name).
 */
export function pagesToVisit(
  root: string,
  made: Record<string, string> = {},
): { pages: PageToVisit[]; uncovered: string[] } {
  const pages: PageToVisit[] = [{ path: '/', owner: 'shell' }];
  const uncovered: string[] = [];
  for (const dir of readdirSync(root).filter((d) => d.startsWith('mfe-'))) {
    const pkgFile = join(root, dir, 'web', 'package.json');
    if (!existsSync(pkgFile)) continue;
    const sy = JSON.parse(readFileSync(pkgFile, 'utf8')).switchyard as
      { remote: string; routes: string[]; benchPages?: string[] } | undefined;
    if (!sy?.remote) continue;
    const own = sy.benchPages ?? [];
    for (const path of own) {
      const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => made[name] ?? `{${name}}`);
      if (/\{\w+\}/.test(filled)) uncovered.push(`${path} (nothing made for it)`);
      else pages.push({ path: filled, owner: sy.remote });
    }
    for (const prefix of sy.routes)
      if (!own.some((p) => p === prefix || p.startsWith(`${prefix}/`) || p.startsWith(`${prefix}?`)))
        uncovered.push(prefix);
  }
  return { pages, uncovered };
}

// Strings, not functions: tsx's helpers must not leak into the page.
const OBSERVE = `(() => {
  const m = (window.__sy = { lcp: 0, cls: 0, header: 0, shown: 0, events: [] });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) m.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) m.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.interactionId) m.events.push(e.duration); })
    .observe({ type: 'event', buffered: true, durationThreshold: 16 });
  new MutationObserver((_, obs) => {
    if (!document.querySelector('#sy-header .sy-header__brand')) return;
    obs.disconnect();
    requestAnimationFrame(() => setTimeout(() => { m.header = performance.now(); }));
  }).observe(document, { subtree: true, childList: true });
  new MutationObserver((_, obs) => {
    if (!document.querySelector('#sy-main [id^="sy-app-"] > :not(.sy-route-placeholder)')) return;
    obs.disconnect();
    m.shown = performance.now();
  }).observe(document, { subtree: true, childList: true });
})()`;

const READ = `(() => ({
  lcp: window.__sy.lcp, cls: window.__sy.cls, header: window.__sy.header, shown: window.__sy.shown,
  resources: performance.getEntriesByType('resource').map((e) => ({
    startMs: Math.round(e.startTime), endMs: Math.round(e.responseEnd), type: e.initiatorType,
    path: e.name.replace(location.origin, ''), bytes: e.transferSize, body: e.encodedBodySize,
  })),
}))()`;

async function signedInPage(browser: Browser, base: string, session: SignedIn) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: session.cookieName, value: session.cookieValue, url: base }]);
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  return { context, page };
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 });
  await page.waitForTimeout(300);
}

/** One load of a page in a fresh context, signed in; figure 22 measures the org pages with it too. */
export async function visit(browser: Browser, base: string, session: SignedIn, page: PageToVisit) {
  const { context, page: tab } = await signedInPage(browser, base, session);
  try {
    const navigation = await tab.goto(base + page.path, { timeout: 30_000 });
    if (new URL(tab.url()).pathname.startsWith('/login')) throw new Error(`${page.path}: sent to sign in`);
    if (!navigation?.ok()) throw new Error(`${page.path}: answered ${navigation?.status()}`);
    await settle(tab);
    const r = (await tab.evaluate(READ)) as {
      lcp: number;
      cls: number;
      header: number;
      shown: number;
      resources: WaterfallRow[];
    };
    const js = r.resources.filter((x) => /\.js$/.test(x.path));
    return {
      lcpMs: r.lcp,
      headerMs: r.header,
      cls: r.cls,
      jsBytes: js.reduce((n, x) => n + x.body, 0),
      // The page's code: what was asked for before the route's content was put in place of its placeholder.
      jsBeforePaintBytes: js.filter((x) => x.startMs < (r.shown || r.lcp)).reduce((n, x) => n + x.body, 0),
      requests: r.resources.length,
      waterfall: r.resources,
    };
  } finally {
    await context.close();
  }
}

/** The longest event of one interaction on a page, after it settled. */
async function interaction(
  browser: Browser,
  base: string,
  session: SignedIn,
  path: string,
  act: (page: Page) => Promise<void>,
): Promise<number | null> {
  const { context, page } = await signedInPage(browser, base, session);
  try {
    await page.goto(base + path, { timeout: 30_000 });
    await settle(page);
    await page.evaluate('window.__sy.events.length = 0');
    await act(page);
    await page.waitForTimeout(500);
    const events = (await page.evaluate('window.__sy.events')) as number[];
    return events.length ? Math.max(...events) : null;
  } finally {
    await context.close();
  }
}

export async function measurePages(
  root: string,
  base: string,
  session: SignedIn,
  opts: { loads?: number; orgPage: string; made?: Record<string, string> } = { orgPage: '/' },
): Promise<PagesFigures> {
  const { pages, uncovered } = pagesToVisit(root, opts.made);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const visits: PageVisit[] = [];
    for (const page of pages) {
      const loads = [];
      for (let i = 0; i < (opts.loads ?? 3); i++) loads.push(await visit(browser, base, session, page));
      // The load with the median LCP stands for the page (its waterfall with it).
      const byLcp = [...loads].sort((a, b) => a.lcpMs - b.lcpMs);
      const typical = byLcp[Math.floor(byLcp.length / 2)];
      visits.push({
        ...page,
        ...typical,
        headerMs: median(loads.map((l) => l.headerMs)),
        cls: Math.max(...loads.map((l) => l.cls)),
      });
    }
    const openOrgMenuMs = await interaction(browser, base, session, opts.orgPage, async (p) => {
      await p.locator('#sy-header').getByRole('button', { expanded: false }).first().click();
    });
    const saveFormMs = await interaction(browser, base, session, opts.orgPage, async (p) => {
      await p.getByRole('main').getByRole('button', { name: 'Save' }).first().click();
    });
    return { pages: visits, uncovered, inp: { openOrgMenuMs, saveFormMs } };
  } finally {
    await browser.close();
  }
}
