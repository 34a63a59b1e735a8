// `pnpm status [<remote>] [--site URL]`: how each section does, by version, as a running
// server saw it. URL is the server's metrics listener (METRICS_PORT, see README
// "Seeing a section live"), default http://127.0.0.1:$METRICS_PORT (9464).
import { parseArgs } from 'node:util';
import { sectionText } from '../observation/status-text.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { site: { type: 'string' } },
});
const site = values.site ?? `http://127.0.0.1:${process.env.METRICS_PORT || 9464}`;

try {
  const answer = await fetch(new URL('/status.json', site));
  if (!answer.ok) throw new Error(`${site} answered ${answer.status}`);
  const status: import('../observation/status-text.ts').SiteStatus = await answer.json();
  const [name] = positionals;
  const sections = status.sections.filter((section) => !name || section.name === name);
  if (sections.length === 0) throw new Error(`${name} is not a live section of ${site}`);
  console.log(sections.map((section) => sectionText(section)).join('\n\n'));
} catch (error) {
  console.error(
    `pnpm status: ${error instanceof Error ? error.message : error}. Is a server running with METRICS_PORT set (--site names its metrics listener)?`,
  );
  process.exit(1);
}
