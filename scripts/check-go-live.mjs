// `pnpm check:go-live`: lists everything that still stands in for the owner's real data
// (555-01xx numbers, .example hosts and e-mails, fictional names and ids, sample lists,
// texts `pnpm new:remote` left, facts the owner has not confirmed, legal texts the owner
// has not yet reviewed)
// and fails while any remain. Run through the site's command-line tool
// (tools/src/commands/team.ts): pnpm check:go-live [--all] (--all prints every place a
// value appears instead of the first three).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { createJiti } from 'jiti';
import { loadContentChecks } from './content-checks.mjs';
import { workspace } from './workspace.mjs';

/**
 * Lists what still stands in for the owner's data; resolves to the exit code (1 while any remain).
 * @param {{ all: boolean }} options
 */
export async function checkGoLive({ all: showAll }) {
  /** @type {typeof import('../shared-content/src/validation/go-live')} */
  const {
    awaitingReview,
    configSources,
    dataPlaceholders,
    placeholdersIn,
    sampleLists,
    unconfirmedFacts,
  } = await createJiti(import.meta.url).import(
    join(workspace, 'shared-content/src/validation/go-live.ts'),
  );
  const content = await loadContentChecks();

  /** Files outside the content data that visitors receive as they are. */
  const textExtensions = new Set(['.html', '.json', '.txt', '.svg', '.xml', '.webmanifest']);
  /**
   * @param {string} folder
   * @returns {Generator<string>}
   */
  function* servedFiles(folder) {
    if (!existsSync(folder)) return;
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) yield* servedFiles(path);
      else if (textExtensions.has(extname(name))) yield path;
    }
  }
  const files = [
    join(workspace, 'shell/src/index.html'),
    ...servedFiles(join(workspace, 'shell/public')),
  ];
  const filePlaceholders = files.flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, index) => placeholdersIn(line, `${relative(workspace, path)}:${index + 1}`)),
  );

  const found = [
    ...sampleLists(content.sampleLists),
    ...awaitingReview(content.awaitingReview),
    ...unconfirmedFacts(),
    ...dataPlaceholders([...configSources, ...content.contentChecks]),
    ...filePlaceholders,
  ];
  if (found.length === 0) {
    console.log('Ready to go live: no placeholder or sample content left.');
    return 0;
  }

  const byValue = new Map();
  for (const item of found) {
    const key = `${item.value}\u0000${item.reason}`;
    byValue.set(key, [...(byValue.get(key) ?? []), item.where]);
  }
  console.error(`Not ready to go live: ${byValue.size} placeholder or sample value(s) remain.\n`);
  for (const [key, places] of byValue) {
    const [value, reason] = key.split('\u0000');
    const shown = showAll ? places : places.slice(0, 3);
    const more = places.length - shown.length;
    console.error(`${value}  (${reason})`);
    for (const where of shown) console.error(`    ${where}`);
    if (more > 0) console.error(`    … and ${more} more place(s) (--all lists them)`);
  }
  console.error(
    '\nReplace them (docs/notices.md, "Placeholders an owner replaces"), then run this again.',
  );
  return 1;
}
