// `pnpm dev`: validates the content, then runs the shell's and every remote's dev server
// (names and ports from each remote package's "remote" record). A dev server that crashes does
// not stop the others; it is restarted (up to 3 times), and the composed page on the
// shell's port shows that section's failure panel until it is back, then reloads.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { concurrently } from 'concurrently';
import { builtPackages, devPorts, workspace } from './workspace.mjs';

execFileSync('node', [join(workspace, 'scripts/validate-content.mjs')], { stdio: 'inherit' });

const colors = ['blue', 'green', 'magenta', 'yellow', 'cyan', 'red', 'gray', 'white'];
console.log(builtPackages.map((name) => `${name} http://localhost:${devPorts[name]}/`).join('\n'));

const { result } = concurrently(
  builtPackages.map((name, index) => ({
    command: `pnpm --filter ${name} dev`,
    name: name.replace(/^mf-/, ''),
    prefixColor: colors[index % colors.length],
  })),
  { cwd: workspace, killOthersOn: [], restartTries: 3, restartDelay: 2000 },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
