// `pnpm notices:check [file]`: reads an owner's notices file as the server does, then
// prints what visitors will see per location and per day for the coming two weeks, or
// the errors, and warns about each text without Spanish. Fails (exit code 1) when the file,
// or any entry in it, is not valid. No file is the normal state: no notices, the regular
// hours. Every text from the file is printed with its control characters and text-direction
// marks named (`<U+001B>`), never raw: a file cannot send escape sequences to the
// operator's terminal (the notices schema refuses them, and says which). Run through the
// site's command-line tool (tools/src/commands/team.ts):
// pnpm notices:check [file] (default: the file the server reads, config.ts).
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
/** @type {typeof import('../shared-content/src/schemas/notices.ts')} */
const { withHiddenCharactersNamed: shown } = await jiti.import(
  resolve(workspace, 'shared-content/src/schemas/notices.ts'),
);

/**
 * Checks the notices file `file` as the server reads it, as at `at`; resolves to the exit code.
 * @param {string} file
 * @param {Date} at
 */
export async function noticesCheck(file, at) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const { code, message } = /** @type {NodeJS.ErrnoException} */ (error);
    if (code !== 'ENOENT') {
      console.error(shown(`notices:check: ${file} cannot be read (${message})`));
      return 1;
    }
    // As the server reads it: no file means no notices.
    console.log(`No notices file at ${file}: no notices, the regular hours.\n`);
    text = '{}';
  }
  const { notices, problems } = readNotices(text, file);
  for (const problem of problems) console.error(shown(problem));
  if (notices) {
    for (const line of noticesReport(notices, at)) console.log(shown(line));
    const untranslated = textsWithoutSpanish(notices);
    if (untranslated.length > 0) {
      console.error(
        `\nWarning: ${untranslated.length} text${untranslated.length === 1 ? ' has' : 's have'} no Spanish; add "es" beside "en":`,
      );
      for (const line of untranslated) console.error(`  ${shown(line)}`);
    }
  }
  if (!notices || problems.length > 0) {
    console.error(
      notices
        ? `\n${problems.length} entr${problems.length === 1 ? 'y is' : 'ies are'} not valid and will be ignored: fix them before publishing.`
        : '\nThe file is not usable: visitors keep the last good notices. Fix it before publishing.',
    );
    return 1;
  }
  return 0;
}
