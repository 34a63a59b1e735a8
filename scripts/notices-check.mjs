// `pnpm notices:check [file]`: reads an owner's notices file as the server does, then
// prints what visitors will see per location and per day for the coming two weeks, or
// the errors. Exits 1 when the file, or any entry in it, is not valid.
// Usage: node scripts/notices-check.mjs [notices.json] (default: the server's file)
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createJiti } from 'jiti';
import { workspace } from './workspace.mjs';

const jiti = createJiti(import.meta.url);
/** @type {typeof import('../shared-content/src/site/notices.ts')} */
const { readNotices } = await jiti.import(resolve(workspace, 'shared-content/src/site/notices.ts'));
/** @type {typeof import('../shared-content/src/site/notices-report.ts')} */
const { noticesReport } = await jiti.import(
  resolve(workspace, 'shared-content/src/site/notices-report.ts'),
);

// Beside the shell's build folder, so a shell deploy never replaces it: shell/notices.json,
// or $RELEASE_ROOT/notices.json when SHELL_DIST=$RELEASE_ROOT/shell.
const shellDist = process.env.SHELL_DIST ?? resolve(workspace, 'shell/dist');
const file = resolve(
  process.argv[2] ?? process.env.NOTICES_FILE ?? resolve(shellDist, '..', 'notices.json'),
);
let text;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  console.error(`notices:check: ${file} cannot be read (${/** @type {Error} */ (error).message})`);
  process.exit(1);
}
const { notices, problems } = readNotices(text, file);
for (const problem of problems) console.error(problem);
if (notices) {
  const at = process.env.NOTICES_CHECK_AT ? new Date(process.env.NOTICES_CHECK_AT) : new Date();
  for (const line of noticesReport(notices, at)) console.log(line);
}
if (!notices || problems.length > 0) {
  console.error(
    notices
      ? `\n${problems.length} entr${problems.length === 1 ? 'y is' : 'ies are'} not valid and will be ignored: fix them before publishing.`
      : '\nThe file is not usable: visitors keep the last good notices. Fix it before publishing.',
  );
  process.exit(1);
}
