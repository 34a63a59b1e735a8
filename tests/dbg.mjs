import { chromium } from '@playwright/test';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage();
page.on('console', (m) => console.log(`  [${m.type()}] ${m.text().slice(0, 300)}`));
page.on('pageerror', (e) => console.log('  [pageerror]', e.message));
page.on('request', (r) => {
  if (r.url().includes('/remotes')) console.log('  req', r.url());
});
await page.route('**/remotes/mf-medpack/**', (route) => route.abort());
await page.goto('http://localhost:8090/best-prices');
await page.waitForTimeout(3000);
console.log('h1:', await page.locator('h1').allTextContents(), await page.title());
await browser.close();
