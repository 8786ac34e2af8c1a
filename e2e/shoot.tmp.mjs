import { chromium } from '@playwright/test';
const [,, user = 'olivia', ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
page.on('response', (r) => { if (r.status() >= 400) console.log('HTTP', r.status(), r.url()); });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto('http://localhost:8080/login');
await page.fill('#login', user); await page.fill('#password', 'switchyard');
await page.click('button[type=submit]');
await page.waitForLoadState('networkidle');
for (const p of paths) {
  await page.goto('http://localhost:8080' + p);
  await page.waitForLoadState('networkidle'); await page.waitForTimeout(500);
  const name = p.replace(/[^a-z0-9]+/gi, '_') || 'home';
  await page.screenshot({ path: `/tmp/shots/${user}${name}.png`, fullPage: true });
  console.log('shot', p);
}
await browser.close();
