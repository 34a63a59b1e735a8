// `pnpm hosting:varnish`: writes the Varnish configuration (VCL 4.1) for the site in front
// of its Node servers (varnish-config.ts), from the live composition (the pages and the
// query parameters each declares) and the server's tables.
//
//   --backend a:port,b:port   the Node servers (default 127.0.0.1:8080)
//   --probe-interval SECONDS  how often each is probed on /readyz (default 2)
//   --out FILE                write it there instead of to stdout
//
// Run varnishd with it: `varnishd -f FILE -a :80 -s malloc,256m`. Re-run it (and load the
// new VCL: `varnishadm vcl.load … && varnishadm vcl.use …`) after a release adds a page
// that declares query parameters.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readSite } from './site.ts';
import { declaredPages, varnishConfig } from './varnish-config.ts';

const usage = (message: string): never => {
  console.error(`hosting:varnish: ${message}`);
  process.exit(2);
};
const { values } = (() => {
  try {
    return parseArgs({
      options: {
        backend: { type: 'string', default: '127.0.0.1:8080' },
        'probe-interval': { type: 'string', default: '2' },
        out: { type: 'string' },
      },
    });
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
})();
const backends = values.backend.split(',').filter(Boolean);
for (const backend of backends) {
  if (!/^(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+):\d{1,5}$/.test(backend)) {
    usage(`--backend takes host:port[,host:port…], not "${backend}"`);
  }
}
if (backends.length === 0) usage('--backend names no server');
const probeInterval = Number(values['probe-interval']);
if (!(probeInterval > 0 && probeInterval <= 60)) usage('--probe-interval is 1 to 60 seconds');

const live = await readSite({ env: process.env }).catch((error: Error) => usage(error.message));
if (!live.shell) {
  console.error('No shell release found: run "pnpm build" and "pnpm release --all" first.');
  process.exit(1);
}
const config = varnishConfig({
  backends,
  probeInterval,
  pages: declaredPages({
    shellPages: live.shell.site.shellPages,
    remotePages: Object.values(live.composition.described).map((described) => described.pages),
  }),
});
if (values.out) writeFileSync(values.out, config);
else process.stdout.write(config);
