// `pnpm new:island <section> <Name>`: writes an island, one file (docs/sections.md,
// "Keeping a section cheap: islands"): `<section>/src/islands/<Name>.tsx`, whose default
// export is `island(Component, { wake })`. The build names it after its file and exposes
// it; nothing else is edited. `--filter` writes a filter (the site's locations, reviews and
// best-prices filters are this pattern): a GET form over a query parameter its page
// declares, with the parameter's values in `src/filters/<Name>.ts`.
// Run through the site's command-line tool (tools/src/commands/team.ts):
// pnpm new:island mf-vaccines AgeFilter --filter
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from 'node-kit/usage';
import { workspace } from './workspace.mjs';

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  throw new UsageError(message);
}

/**
 * Writes the island `name` of `sectionArgument` (`mf-medpack`, `medpack` or `shell`), into
 * that package's folder or into `folder` (a copy of it: tests/e2e/new-island.spec.ts).
 * @param {string} sectionArgument
 * @param {string} name
 * @param {{ filter?: boolean, param?: string, folder?: string }} options
 */
export function newIsland(sectionArgument, name, { filter = false, param, folder } = {}) {
  const section =
    sectionArgument === 'shell' || sectionArgument.startsWith('mf-')
      ? sectionArgument
      : `mf-${sectionArgument}`;
  const packageFolder = folder ?? join(workspace, section);
  const src = join(packageFolder, 'src');
  if (!existsSync(join(src, 'texts.ts'))) {
    fail(`${section} has no src/texts.ts (is it a section of this workspace?)`);
  }
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) {
    fail(
      `"${name}" must be a component's name: words run together, each capitalised, e.g. AgeFilter`,
    );
  }
  const words = name.split(/(?=[A-Z])/).map((word) => word.toLowerCase());
  const slug = words.join('-');
  const camel = name[0].toLowerCase() + name.slice(1);
  const queryParam = param ?? (words.filter((word) => word !== 'filter').join('-') || 'filter');
  if (!/^[a-z][a-z0-9-]*$/.test(queryParam)) {
    fail(`--param "${queryParam}" must be lower-case words joined by dashes, e.g. age`);
  }

  const files = {
    island: `src/islands/${name}.tsx`,
    ...(filter ? { values: `src/filters/${name}.ts` } : {}),
  };
  for (const file of Object.values(files)) {
    if (existsSync(join(packageFolder, file))) fail(`${section}/${file} exists already`);
  }

  /** @param {string} template */
  const fill = (template) =>
    readFileSync(join(workspace, 'scripts/templates/island', template), 'utf8')
      .replaceAll('__NAME__', name)
      .replaceAll('__CAMEL__', camel)
      .replaceAll('__SLUG__', slug)
      .replaceAll('__PARAM__', queryParam);
  /** @param {string} file @param {string} text */
  const write = (file, text) => {
    mkdirSync(join(packageFolder, file, '..'), { recursive: true });
    writeFileSync(join(packageFolder, file), text);
  };
  write(files.island, fill(filter ? 'Filter.tsx.template' : 'Island.tsx.template'));
  if (files.values) write(files.values, fill('filter.ts.template'));
  execFileSync(
    join(workspace, 'node_modules/.bin/biome'),
    ['check', '--write', ...Object.values(files).map((file) => join(packageFolder, file))],
    { cwd: workspace, stdio: 'ignore' },
  );

  const use = filter
    ? `  1. On the page that shows it, in ${section}/src/section.ts:
       queryParams: ${camel}Params,        // import { ${camel}Params } from './filters/${name}'
  2. In the page (its texts give the words):
       import ${name} from '../islands/${name}';
       <${name} page={path} labels={text.filter} options={…} items={…} />
  3. Put your values in ${section}/${files.values}.`
    : `  In a page:
       import ${name} from '../islands/${name}';
       <${name} label={text.…} done={text.…} />       // wake="idle" to wake otherwise`;
  console.log(`Wrote ${Object.values(files)
    .map((file) => `${section}/${file}`)
    .join(' and ')}.
The build exposes it as ./islands/${name} (named after its file); nothing else to list.
Use it:
${use}
Then: pnpm dev (its page, server-rendered), pnpm --filter ${section} build && pnpm release ${section}.`);
}
