// `pnpm validate:content`: checks every content file against its zod schema and stops
// with one line per broken field (file, entry, field, rule). First step of `pnpm build`
// and `pnpm dev`. Usage: node scripts/validate-content.mjs [checks module…]
// (default: every package's, see scripts/content-checks.mjs).
import { join } from 'node:path';
import { createJiti } from 'jiti';
import { checksModules, loadContentChecks } from './content-checks.mjs';
import { workspace } from './workspace.mjs';

const started = performance.now();
const modules = process.argv.length > 2 ? process.argv.slice(2) : checksModules();
const { contentChecks } = await loadContentChecks(modules);
/** @type {typeof import('../shared-content/src/validation/validate')} */
const { contentProblems } = await createJiti(import.meta.url).import(
  join(workspace, 'shared-content/src/validation/validate.ts'),
);
const problems = contentProblems(contentChecks);
const files = new Set(contentChecks.map((check) => check.file)).size;

if (problems.length > 0) {
  console.error(`Content is invalid (${problems.length} problem(s)); nothing was built:`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error('Fix these in the files named (rules in the .schema.ts beside each file).');
  process.exit(1);
}
const ms = Math.round(performance.now() - started);
console.log(
  `Content valid: ${contentChecks.length} exports in ${files} files of ${modules.length} packages (${ms} ms)`,
);
