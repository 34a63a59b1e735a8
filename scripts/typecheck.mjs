// `pnpm typecheck`: type-checks every package in one TypeScript program (the root
// tsconfig.json) instead of one `tsc` per package, each re-checking shared-content.
// The plain JavaScript (.mjs) of the production server, the root scripts and the
// benchmarks is checked as strictly as the TypeScript, from its JSDoc types (`checkJs`):
// those files run directly under Node, without a build step, so they stay JavaScript.
// Incremental: unchanged files are not re-checked on the next run. Prints what it checked.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative, sep } from 'node:path';
import { workspace } from './workspace.mjs';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const started = performance.now();
console.log('Type-checking every package in one program (tsconfig.json)…');

const child = spawn(process.execPath, [tsc, '-p', 'tsconfig.json', '--listFiles', '--pretty'], {
  cwd: workspace,
});
let output = '';
child.stdout.on('data', (/** @type {Buffer} */ chunk) => {
  output += chunk;
});
child.stderr.pipe(process.stderr);

child.on('close', (code) => {
  /** @type {Map<string, number>} */
  const perPackage = new Map();
  let libraries = 0;
  const diagnostics = [];
  for (const line of output.split('\n')) {
    if (line.startsWith('/') && existsSync(line)) {
      const path = relative(workspace, line);
      if (path.startsWith('..') || path.includes(`node_modules${sep}`)) libraries += 1;
      else {
        const owner = path.includes(sep) ? path.split(sep)[0] : '(root)';
        perPackage.set(owner, (perPackage.get(owner) ?? 0) + 1);
      }
    } else diagnostics.push(line);
  }
  const text = diagnostics.join('\n').trim();
  if (text) console.log(text);
  const own = [...perPackage.values()].reduce((sum, count) => sum + count, 0);
  const list = [...perPackage].map(([name, count]) => `${name} ${count}`).join(', ');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Checked ${own} files (${list}) and ${libraries} declaration files of dependencies in ${seconds} s.`,
  );
  console.log(code === 0 ? 'No type errors.' : 'Type errors found (above).');
  process.exit(code ?? 1);
});
