// `pnpm prerender`: writes the composed site as static files (static-site.ts).
//
//   pnpm prerender                      the whole site into ./static-site
//   pnpm prerender --out DIR            somewhere else
//   pnpm prerender --only mf-medpack    after deploying one remote: its files and pages
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { prerender } from '../hosting/static-site.ts';
import { sitePaths, workspace } from '../paths.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: join(workspace, 'static-site') },
    only: { type: 'string' },
  },
});
if (!existsSync(join(sitePaths().shellDist, 'server', 'index.js'))) {
  console.error('No production build found. Run "pnpm build" first.');
  process.exit(1);
}
prerender({ out: resolve(values.out), only: values.only }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
