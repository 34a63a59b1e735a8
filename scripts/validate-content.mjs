// `pnpm validate:content`: checks every content file against its zod schema and stops
// with one line per broken field (file, entry, field, rule). First step of `pnpm build`
// and `pnpm dev`. Usage: node scripts/validate-content.mjs [shared-content folder]
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const workspace = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sharedContent = resolve(process.argv[2] ?? resolve(workspace, 'shared-content'));

const started = performance.now();
const jiti = createJiti(import.meta.url);
const { contentProblems, contentChecks } = await jiti.import(
  resolve(sharedContent, 'src/validation/validate.ts'),
);
const problems = contentProblems();
const files = new Set(contentChecks.map((check) => check.file)).size;

if (problems.length > 0) {
  console.error(`Content is invalid (${problems.length} problem(s)); nothing was built:`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error(
    'Fix these in shared-content/src/site/ or shared-content/src/content/<owner>/ (rules in the .schema.ts beside each file).',
  );
  process.exit(1);
}
const ms = Math.round(performance.now() - started);
console.log(`Content valid: ${contentChecks.length} exports in ${files} files (${ms} ms)`);
