// `pnpm hosting:nginx`: writes an nginx configuration for the site (hosting-config.ts).
//
//   --mode static   nginx serves the `pnpm prerender` folder (--root) alone; also writes
//                   `_redirects` and `_headers` into that folder for static hosts
//   --mode proxy    nginx serves the built files and proxies page HTML to --upstream a:port,b:port
//   --out FILE      write it there instead of to stdout
//   --cache DIR     proxy mode: the page cache's folder (default /var/cache/nginx/pharmacy,
//                   with --standalone DIR/page-cache)
//   --brotli off    no brotli_static (an nginx without libnginx-mod-http-brotli-static)
//   --standalone DIR [--user NAME]   a whole nginx.conf for `nginx -p DIR`
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { remoteFileReader } from '../composition/catalogue.ts';
import { readComposition } from '../composition/remotes-config.ts';
import {
  BROTLI_STATIC_MODULE,
  nginxSiteConfig,
  nginxStandaloneConfig,
  staticHostFiles,
} from '../hosting/nginx.ts';
import { readSiteJson, sitePaths, workspace } from '../paths.ts';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'static' },
    listen: { type: 'string', default: '8080' },
    root: { type: 'string', default: join(workspace, 'static-site') },
    upstream: { type: 'string', default: '127.0.0.1:8080' },
    out: { type: 'string' },
    standalone: { type: 'string' },
    // Only with --standalone: who nginx's workers run as (when started as root).
    user: { type: 'string' },
    cache: { type: 'string' },
    brotli: { type: 'string', default: 'on' },
  },
});
const { shellDist, remoteDir, remotesRoot, remotesFile } = sitePaths();
const root = resolve(values.root);
if (!existsSync(join(values.mode === 'static' ? root : shellDist, 'site.json'))) {
  console.error(
    values.mode === 'static'
      ? `No prerendered site at ${root}: run "pnpm prerender" first.`
      : 'No production build found. Run "pnpm build" first.',
  );
  process.exit(1);
}
// In proxy mode, the remotes of the live composition (remotes.json and the descriptions
// it points to), whose files nginx serves itself.
const { remotes } =
  values.mode === 'proxy'
    ? await readComposition({
        file: remotesFile,
        remotesRoot,
        read: remoteFileReader({ remoteDir }).read,
        shellSlots: readSiteJson(shellDist).shellSlots ?? {},
      })
    : { remotes: {} };
const brotli = values.brotli !== 'off';
const site = nginxSiteConfig({
  mode: values.mode,
  listen: values.listen,
  root,
  shellDist,
  remoteDirs: Object.fromEntries(Object.keys(remotes).map((name) => [name, remoteDir(name)])),
  upstreams: values.upstream.split(','),
  cacheDir:
    values.cache ??
    (values.standalone ? join(resolve(values.standalone), 'page-cache') : undefined),
  brotli,
});
let config = site;
if (values.standalone) {
  const dir = resolve(values.standalone);
  mkdirSync(dir, { recursive: true });
  config = nginxStandaloneConfig(dir, site, {
    user: values.user,
    brotliModule: brotli ? BROTLI_STATIC_MODULE : undefined,
  });
}
if (values.out) writeFileSync(values.out, config);
else process.stdout.write(config);
if (values.mode === 'static') {
  for (const [name, text] of Object.entries(staticHostFiles(root))) {
    writeFileSync(join(root, name), text);
  }
}
