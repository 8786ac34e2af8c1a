import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const ctx = await browser.newContext();
const page = await ctx.newPage();
await page.goto('http://localhost:8080/login');
await page.fill('#login', 'olivia'); await page.fill('#password', 'switchyard');
await page.click('button[type=submit]'); await page.waitForLoadState('networkidle');
for (const path of process.argv.slice(2)) {
  const p2 = await ctx.newPage();
  const cdp = await ctx.newCDPSession(p2);
  await cdp.send('Network.enable'); await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
  const urls = new Map(); const sizes = [];
  cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
  cdp.on('Network.loadingFinished', (e) => { const u = urls.get(e.requestId); if (u && u.endsWith('.js')) sizes.push([u.replace('http://localhost:8080', ''), e.encodedDataLength]); });
  const t = Date.now();
  await p2.goto('http://localhost:8080' + path); await p2.waitForLoadState('networkidle');
  const lcp = await p2.evaluate(() => new Promise((r) => new PerformanceObserver((l) => { const e = l.getEntries(); r(e[e.length - 1].startTime); }).observe({ type: 'largest-contentful-paint', buffered: true })));
  console.log(path, 'total JS', sizes.reduce((a, [, s]) => a + s, 0), 'LCP', Math.round(lcp));
  for (const [u, s] of sizes) console.log('  ', s, u);
  await p2.close();
}
await browser.close();
