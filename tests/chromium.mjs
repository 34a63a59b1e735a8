// Debian's Chromium as every browser tool here launches it: its path, and the flags it
// needs on these machines (closed network, root, no GPU). Shared by the Playwright
// config, the benchmarks and the screenshot script.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
