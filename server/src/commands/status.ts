// `pnpm status [<section>]`: how each section does, by version, as a running server saw it
// (its metrics listener's /status.json, on loopback by default: config.ts METRICS_PORT).
import type { Command } from 'commander';
import { readConfig } from '../config.ts';
import type { SiteStatus } from '../observation/status-text.ts';
import { examples, oneOf } from '../usage.ts';

export function statusCommand(program: Command) {
  program
    .command('status')
    .summary("each section's version, errors, vitals and renders, from a running server")
    .argument('[section]', 'one section only')
    .option(
      '--site <url>',
      "the server's metrics listener (default: http://METRICS_HOST:METRICS_PORT, 127.0.0.1:9464)",
    )
    .addHelpText('after', examples('pnpm status', 'pnpm status mf-medpack'))
    .action(async (name: string | undefined, options: { site?: string }) => {
      const { metrics } = readConfig();
      const site = options.site ?? `http://${metrics.host}:${metrics.port ?? 9464}`;
      let status: SiteStatus;
      try {
        const answer = await fetch(new URL('/status.json', site));
        if (!answer.ok) throw new Error(`it answered ${answer.status}`);
        status = (await answer.json()) as SiteStatus;
      } catch (error) {
        throw new Error(
          `no server answers at ${site} (${error instanceof Error ? error.message : error}): start one with pnpm start, or name its metrics listener with --site`,
        );
      }
      if (name)
        oneOf(
          name,
          status.sections.map((section) => section.name),
          'a live section',
        );
      const { sectionText } = await import('../observation/status-text.ts');
      const sections = status.sections.filter((section) => !name || section.name === name);
      console.log(sections.map((section) => sectionText(section)).join('\n\n'));
    });
}
