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
const context = await browser.newContext();
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
const scripts = new Map();
const sizes = new Map();
cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
  if (type === 'Script' || response.mimeType.includes('javascript'))
    scripts.set(requestId, response.url);
});
cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
  sizes.set(requestId, encodedDataLength),
);
await page.goto('http://localhost:8080' + process.argv[2]);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(500);
for (const [id, url] of scripts)
  console.log(
    ((sizes.get(id) ?? 0) / 1024).toFixed(1).padStart(6),
    url.replace('http://localhost:8080', ''),
  );
await browser.close();
