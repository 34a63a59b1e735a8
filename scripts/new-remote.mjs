// `pnpm new:remote <name>`: scaffolds a working remote (a new section of the site) in one
// package, from the template files in scripts/templates/remote/ (`__NAME__`, `__SLUG__`,
// `__TITLE__`, `__COMPONENT__`, `__CAMEL__`, `__PATH__` filled in), written the one way
// every section is: its declaration (`src/section.ts`: its page, the page's texts per
// language, where it is linked from: the main navigation), its one `./Section` for every
// language, its page with its test and its content folder (texts
// and their Spanish twins, schema, content check, test, barrels). Its record (the next dev
// port, its prefix, its expose) is `"remote"` in its own package.json. It changes nothing
// outside the new package (but the lockfile, when it installs): the workspace, the
// site-wide tests (tests/site/pages.ts) and the builds find remotes by that record. Add
// more pages with `pnpm new:page`.
// `pnpm dev`, `pnpm build` and `pnpm test` pick it up from there; `pnpm release <name>`
// puts it live (the server reads the section's published description: no shell build).
// Run through the site's command-line tool (tools/src/commands/team.ts): pnpm new:remote
// vaccines (or mf-vaccines); --no-install skips linking the new package with `pnpm install`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createJiti } from 'jiti';
import { UsageError } from 'node-kit/usage';
import { devPorts, remoteNames, workspace } from './workspace.mjs';

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  throw new UsageError(message);
}

/**
 * Scaffolds the section `argument` (`vaccines` or `mf-vaccines`).
 * @param {string} argument
 * @param {{ install: boolean }} options
 */
export async function newRemote(argument, { install }) {
  const short = argument.replace(/^mf-/, '');
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(short)) {
    fail(`"${argument}" must be lower-case words joined by dashes, e.g. pet-care`);
  }
  const name = `mf-${short}`;
  if (remoteNames.includes(name) || existsSync(join(workspace, name)))
    fail(`${name} already exists`);

  const words = short.split('-');
  const title = words.map((word) => word[0].toUpperCase() + word.slice(1)).join(' ');
  const Component = title.replaceAll(' ', '');
  const camel = Component[0].toLowerCase() + Component.slice(1);
  const route = `/${short}`;
  const port = Math.max(...Object.values(devPorts)) + 1;
  /** @type {{ section: { declaration: { pages: readonly string[] } } }} */
  const { section: shellSection } = await createJiti(import.meta.url).import(
    join(workspace, 'shell/src/section.ts'),
  );
  if (shellSection.declaration.pages.includes(route))
    fail(`${route} is already a page of the shell`);

  /** @type {Record<string, string>} The placeholders of the templates and what they become. */
  const placeholders = {
    __NAME__: name,
    __SLUG__: short,
    __TITLE__: title,
    __COMPONENT__: Component,
    __CAMEL__: camel,
    __PATH__: route,
  };
  /** @param {string} text */
  const fill = (text) =>
    Object.entries(placeholders).reduce(
      (filled, [key, value]) => filled.replaceAll(key, value),
      text,
    );

  /** @type {string[]} */
  const written = [];
  /** @param {string} path @param {string} text */
  function write(path, text) {
    const file = join(workspace, name, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.push(`${name}/${path}`);
  }

  // Every file of the package but its manifest: scripts/templates/remote/, names and
  // contents filled in.
  const templates = join(workspace, 'scripts/templates/remote');
  for (const template of readdirSync(templates, { recursive: true, encoding: 'utf8' })) {
    if (!template.endsWith('.template')) continue;
    write(
      fill(template.replace(/\.template$/, '')),
      fill(readFileSync(join(templates, template), 'utf8')),
    );
  }
  // Its first page, written as `pnpm new:page` writes every page: scripts/templates/page/.
  const pageTemplates = join(workspace, 'scripts/templates/page');
  for (const [template, path] of [
    ['Page.tsx', `src/pages/${Component}.tsx`],
    ['Page.test.tsx', `src/pages/${Component}.test.tsx`],
    ['texts.ts', `src/content/${short}.ts`],
    ['texts.es.ts', `src/content/${short}.es.ts`],
    ['texts.schema.ts', `src/content/${short}.schema.ts`],
  ]) {
    write(path, fill(readFileSync(join(pageTemplates, `${template}.template`), 'utf8')));
  }
  // Its manifest: mf-medpack's (the same dependencies), with its own name, record (the
  // next dev port, its prefix) and the entry points of the files it has.
  const medpackPackage = JSON.parse(
    readFileSync(join(workspace, 'mf-medpack/package.json'), 'utf8'),
  );
  // What it exposes is not listed: the build derives it from its files.
  const record = { devPort: port, prefixes: [route] };
  const exports = Object.fromEntries(
    Object.entries(/** @type {Record<string, string>} */ (medpackPackage.exports)).filter(
      ([, file]) => existsSync(join(workspace, name, file)),
    ),
  );
  write(
    'package.json',
    `${JSON.stringify({ ...medpackPackage, name, exports, remote: record }, null, 2)}\n`,
  );

  const biome = join(workspace, 'node_modules/.bin/biome');
  execFileSync(biome, ['check', '--write', name], { cwd: workspace, stdio: 'ignore' });
  if (install) {
    console.log('Linking the new package (pnpm install)…');
    // The new package changes the lockfile: allowed even where CI=true makes pnpm
    // default to a frozen lockfile.
    execFileSync('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile'], {
      cwd: workspace,
      stdio: 'inherit',
    });
  }

  console.log(`
  Created ${name}: page ${route} (prefix ${route}), dev port ${port}. Nothing outside it changed${install ? ' but the lockfile' : ''}.
    ${written.sort().join('\n    ')}
  Next: pnpm dev, then http://localhost:${devPorts.shell}${route} (the whole site) or pnpm --filter ${name} dev, then http://localhost:${port}${route} (the section alone).
  More: pnpm new:page ${name} ${route}/<page>; an island (a part that needs script): pnpm new:island ${name} <Name> (--filter for a filter).
  Live: pnpm --filter ${name} build, then pnpm release ${name} (docs/sections.md, "Adding a section"): the running site serves it, no shell build or restart.`);
}
