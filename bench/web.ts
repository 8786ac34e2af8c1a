import { chromium, type Browser, type Response } from '@playwright/test';
import { median, sum } from './lib/stats';
import type { SignedIn } from './lib/session';

export const chromiumPath = '/usr/bin/chromium';
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface JsFile {
  path: string;
  /** Bytes of the body on the wire (compressed), from the browser's own accounting. */
  wireBytes: number;
  /** Size once decompressed. */
  decodedBytes: number;
  encoding: string;
}

export interface JsLoad {
  /** The browser's default Accept-Encoding (br first). */
  asBrowser: { totalBytes: number; files: JsFile[] };
  /** Accept-Encoding: gzip only. */
  gzipOnly: { totalBytes: number; files: JsFile[] };
}

export interface LcpResult {
  medianMs: number;
  samplesMs: number[];
  /** What the largest contentful paint was, load by load. */
  elements: string[];
}

/** A page measured like the organization page: its JS, then its LCP over cold loads. */
export interface PageFigures {
  label: string;
  path: string;
  js: JsLoad;
  lcp: LcpResult;
}

export interface WebResult {
  shell: JsLoad;
  pages: PageFigures[];
}

export interface PageToMeasure {
  label: string;
  path: string;
  /** The page must show this heading, or an error state would be measured. */
  heading: string;
}

const isJs = (r: Response) =>
  r.request().resourceType() === 'script' ||
  /\.m?js$/.test(new URL(r.url()).pathname) ||
  /javascript/.test(r.headers()['content-type'] ?? '');

interface PageLoad {
  files: JsFile[];
  lcp: { ms: number; element: string } | null;
}

// A string, not a function: tsx's helpers must not leak into the page.
const readLcp = `new Promise((resolve) => {
  const entries = [];
  new PerformanceObserver((list) => entries.push(...list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => {
    const e = entries[entries.length - 1];
    if (!e) return resolve(null);
    const el = e.element;
    const what = el ? el.tagName.toLowerCase() + (e.url ? ' ' + e.url : ' "' + (el.textContent || '').trim().slice(0, 40) + '"') : '(removed element)';
    resolve({ ms: e.startTime, element: what });
  }, 250);
})`;

/**
 * One load of path in a brand-new browser context (empty cache), signed in with the session
 * cookie, until the network is idle; lists every JS response with its bytes on the wire.
 */
async function loadPage(
  browser: Browser,
  base: string,
  session: SignedIn,
  path: string,
  opts: { gzipOnly?: boolean; cacheDisabled?: boolean; expectHeading?: string },
): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies([{ name: session.cookieName, value: session.cookieValue, url: base }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (opts.cacheDisabled) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (opts.gzipOnly)
      await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
    const responses: Response[] = [];
    page.on('response', (r) => {
      if (isJs(r)) responses.push(r);
    });
    await page.goto(base + path, { waitUntil: 'networkidle', timeout: 30_000 });
    if (new URL(page.url()).pathname.startsWith('/login'))
      throw new Error(`${path}: the browser was sent to sign in`);
    if (opts.expectHeading) {
      // The page must really show the organization: an error state would be measured otherwise.
      const heading = page.getByRole('heading', { name: opts.expectHeading, exact: true }).first();
      await heading.waitFor({ timeout: 10_000 }).catch(async () => {
        const shown = (
          await page
            .locator('body')
            .innerText({ timeout: 2000 })
            .catch(() => '')
        ).trim();
        throw new Error(
          `${path} did not show the heading "${opts.expectHeading}"; the page shows: ${shown.slice(0, 200)}`,
        );
      });
    }
    const files: JsFile[] = [];
    for (const r of responses) {
      const sizes = await r.request().sizes();
      files.push({
        path: new URL(r.url()).pathname,
        wireBytes: sizes.responseBodySize,
        decodedBytes: (await r.body()).length,
        encoding: r.headers()['content-encoding'] ?? 'identity',
      });
    }
    const lcp = (await page.evaluate(readLcp)) as PageLoad['lcp'];
    return { files, lcp };
  } finally {
    await context.close();
  }
}

async function jsOf(
  browser: Browser,
  base: string,
  session: SignedIn,
  path: string,
  expectHeading?: string,
): Promise<JsLoad> {
  const total = (files: JsFile[]) => ({ totalBytes: sum(files.map((f) => f.wireBytes)), files });
  const asBrowser = await loadPage(browser, base, session, path, { expectHeading });
  const gzipOnly = await loadPage(browser, base, session, path, { gzipOnly: true, expectHeading });
  const notGzip = gzipOnly.files.filter((f) => f.encoding !== 'gzip' && f.decodedBytes > 1024);
  if (notGzip.length) {
    throw new Error(
      `with Accept-Encoding: gzip these were not served gzip: ${notGzip.map((f) => `${f.path} (${f.encoding})`).join(', ')}`,
    );
  }
  return { asBrowser: total(asBrowser.files), gzipOnly: total(gzipOnly.files) };
}

/** Figures 2–4: the shell's initial JS, then each page's JS and its LCP (median of lcpLoads cold loads). */
export async function measureWeb(
  base: string,
  session: SignedIn,
  pages: PageToMeasure[],
  lcpLoads = 5,
): Promise<WebResult> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
    timeout: 30_000,
  });
  try {
    const shell = await jsOf(browser, base, session, '/');
    const figures: PageFigures[] = [];
    for (const page of pages) {
      const js = await jsOf(browser, base, session, page.path, page.heading);
      const samples: { ms: number; element: string }[] = [];
      for (let i = 0; i < lcpLoads; i++) {
        const load = await loadPage(browser, base, session, page.path, {
          cacheDisabled: true,
          expectHeading: page.heading,
        });
        if (!load.lcp)
          throw new Error(`${page.path}: the browser reported no largest-contentful-paint entry`);
        samples.push(load.lcp);
      }
      figures.push({
        ...page,
        js,
        lcp: {
          medianMs: median(samples.map((s) => s.ms)),
          samplesMs: samples.map((s) => s.ms),
          elements: samples.map((s) => s.element),
        },
      });
    }
    return { shell, pages: figures };
  } finally {
    await browser.close();
  }
}
