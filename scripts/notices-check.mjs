// `pnpm notices:check [file]`: reads an owner's notices file as the server does, then
// prints what visitors will see per location and per day for the coming two weeks, or
// the errors, and warns about each text without Spanish. Exits 1 when the file, or any
// entry in it, is not valid. No file is the normal state: no notices, the regular hours.
// Usage: node scripts/notices-check.mjs [notices.json] (default: the server's file)
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createJiti } from 'jiti';
import { workspace } from './workspace.mjs';

const jiti = createJiti(import.meta.url);
/** @type {typeof import('../shared-content/src/site/notices.ts')} */
const { readNotices } = await jiti.import(resolve(workspace, 'shared-content/src/site/notices.ts'));
/** @type {typeof import('../shared-content/src/site/notices-report.ts')} */
const { noticesReport, textsWithoutSpanish } = await jiti.import(
  resolve(workspace, 'shared-content/src/site/notices-report.ts'),
);

// The file the server reads (server/src/composition/notices-file.ts, noticesFilePath):
// NOTICES_FILE, else notices.json beside the live shell's folder, which is the release
// folder's `shell` (RELEASE_ROOT, default ./release: release/notices.json for `pnpm start`)
// unless SHELL_DIST names another.
const shellDist =
  process.env.SHELL_DIST ??
  resolve(process.env.RELEASE_ROOT ?? resolve(workspace, 'release'), 'shell');
const file = resolve(
  process.argv[2] ?? process.env.NOTICES_FILE ?? resolve(shellDist, '..', 'notices.json'),
);
const at = process.env.NOTICES_CHECK_AT ? new Date(process.env.NOTICES_CHECK_AT) : new Date();
let text;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  const { code, message } = /** @type {NodeJS.ErrnoException} */ (error);
  if (code !== 'ENOENT') {
    console.error(`notices:check: ${file} cannot be read (${message})`);
    process.exit(1);
  }
  // As the server reads it: no file means no notices.
  console.log(`No notices file at ${file}: no notices, the regular hours.\n`);
  text = '{}';
}
const { notices, problems } = readNotices(text, file);
for (const problem of problems) console.error(problem);
if (notices) {
  for (const line of noticesReport(notices, at)) console.log(line);
  const untranslated = textsWithoutSpanish(notices);
  if (untranslated.length > 0) {
    console.error(
      `\nWarning: ${untranslated.length} text${untranslated.length === 1 ? ' has' : 's have'} no Spanish; add "es" beside "en":`,
    );
    for (const line of untranslated) console.error(`  ${line}`);
  }
}
if (!notices || problems.length > 0) {
  console.error(
    notices
      ? `\n${problems.length} entr${problems.length === 1 ? 'y is' : 'ies are'} not valid and will be ignored: fix them before publishing.`
      : '\nThe file is not usable: visitors keep the last good notices. Fix it before publishing.',
  );
  process.exit(1);
}
