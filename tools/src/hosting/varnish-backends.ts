// The backends of the Varnish recipe (varnish.ts): the Node servers, round robin, each
// probed on /readyz; and the prerendered copy (a static host: `pnpm hosting:nginx --mode
// static --root <release>/fallback/current`), which answers every request while every Node
// server is sick, and a request whose second try at Node failed too.
import { READY_PATH } from 'site-server/serving/readiness';
import { vclString } from './varnish-key.ts';

/** host:port (or [v6]:port) as a VCL backend's .host and .port. */
function hostPort(address: string) {
  const match = address.match(/^\[?([^\]]+?)\]?:(\d+)$/);
  if (!match) throw new Error(`A backend is host:port, not "${address}"`);
  return [`  .host = ${vclString(match[1])};`, `  .port = ${vclString(match[2])};`];
}

/** The probe, the backends and the director, as VCL lines. */
export function backendLines({
  backends,
  copy,
  probeInterval,
}: {
  backends: readonly string[];
  copy?: string;
  probeInterval: number;
}) {
  const lines = [
    '# Traffic once a server is warm, none while it shuts down.',
    'probe pharmacy_ready {',
    `  .url = ${vclString(READY_PATH)};`,
    '  .expected_response = 200;',
    `  .interval = ${probeInterval}s;`,
    '  .timeout = 1s;',
    '  .window = 3;',
    '  .threshold = 2;',
    '}',
  ];
  backends.forEach((backend, index) => {
    lines.push(
      `backend node_${index + 1} {`,
      ...hostPort(backend),
      '  .probe = pharmacy_ready;',
      '  .connect_timeout = 1s;',
      '  .first_byte_timeout = 10s;',
      '}',
    );
  });
  if (copy) {
    lines.push(
      '# The prerendered copy and the release files as they are (a static host): never',
      '# probed, it stands in whenever Node cannot answer.',
      'backend pharmacy_copy {',
      ...hostPort(copy),
      '  .connect_timeout = 1s;',
      '  .first_byte_timeout = 10s;',
      '}',
    );
  }
  lines.push(
    '',
    'sub vcl_init {',
    '  new pharmacy = directors.round_robin();',
    ...backends.map((_, index) => `  pharmacy.add_backend(node_${index + 1});`),
    '}',
  );
  return lines;
}
