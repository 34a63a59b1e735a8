// `pnpm new:page <remote> <path>`: adds a page to a section the one way every page is
// added (docs/sections.md, "Adding a page"): its entry in the section's declaration
// (`<remote>/src/section.ts`: its component, its texts per language and where it is linked
// from), its component, its English and its Spanish texts, and its test, written from the
// templates in scripts/templates/page/. Nothing else is edited. The page is linked from
// its nearest parent page the section declares (add the link on that page), or else from
// the main navigation.
// Run through the site's command-line tool (tools/src/commands/team.ts):
// pnpm new:page mf-medpack /medpack/faq
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createJiti } from 'jiti';
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
 * Adds the page `path` to the section `remoteArgument` (`mf-medpack` or `medpack`).
 * @param {string} remoteArgument
 * @param {string} path
 */
export async function newPage(remoteArgument, path) {
  const remote = remoteArgument.startsWith('mf-') ? remoteArgument : `mf-${remoteArgument}`;
  const src = join(workspace, remote, 'src');
  const sectionFile = join(src, 'section.ts');
  if (!existsSync(sectionFile))
    fail(`${remote} has no src/section.ts (is it a section of this workspace?)`);
  if (!/^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/.test(path)) {
    fail(`"${path}" must be a path of lower-case words joined by dashes, e.g. /medpack/faq`);
  }

  /** @type {{ remote?: { prefixes: string[] } }} */
  const manifest = JSON.parse(readFileSync(join(workspace, remote, 'package.json'), 'utf8'));
  const prefixes = manifest.remote?.prefixes ?? [];
  if (!prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
    fail(
      `${path} is outside the prefixes ${remote} owns (${prefixes.join(', ')}): add one to "remote.prefixes" in ${remote}/package.json first`,
    );
  }
  /** @type {{ section: { declaration: { pages: readonly string[], aliases: Record<string, string> } } }} */
  const { section } = await createJiti(import.meta.url, { moduleCache: false }).import(sectionFile);
  const declared = [...section.declaration.pages, ...Object.keys(section.declaration.aliases)];
  if (declared.includes(path)) fail(`${remote} already has ${path}`);

  const words = path.split('/').filter(Boolean).join('-').split('-');
  const Component = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
  const camel = Component[0].toLowerCase() + Component.slice(1);
  const slug = words.join('-');
  const title = words.map((word) => word[0].toUpperCase() + word.slice(1)).join(' ');
  const files = {
    component: `pages/${Component}.tsx`,
    test: `pages/${Component}.test.tsx`,
    english: `content/${slug}.ts`,
    spanish: `content/${slug}.es.ts`,
    schema: `content/${slug}.schema.ts`,
  };
  for (const file of Object.values(files)) {
    if (existsSync(join(src, file))) fail(`${remote}/src/${file} exists already`);
  }

  // The nearest page above it that the section declares links to it; else the navigation.
  const parents = path
    .split('/')
    .slice(1, -1)
    .map((_, index, parts) => `/${parts.slice(0, index + 1).join('/')}`)
    .reverse();
  const parent = parents.find((candidate) => section.declaration.pages.includes(candidate));
  const linkedFrom = parent
    ? `{ page: '${parent}' }`
    : `{ nav: { en: '${title}', es: '${title} (es)' } }`;

  /** @param {string} template */
  const fill = (template) =>
    readFileSync(join(workspace, 'scripts/templates/page', template), 'utf8')
      .replaceAll('__COMPONENT__', Component)
      .replaceAll('__CAMEL__', camel)
      .replaceAll('__SLUG__', slug)
      .replaceAll('__PATH__', path)
      .replaceAll('__TITLE__', title);

  writeFileSync(join(src, files.component), fill('Page.tsx.template'));
  writeFileSync(join(src, files.test), fill('Page.test.tsx.template'));
  writeFileSync(join(src, files.english), fill('texts.ts.template'));
  writeFileSync(join(src, files.spanish), fill('texts.es.ts.template'));
  writeFileSync(join(src, files.schema), fill('texts.schema.ts.template'));

  // Its texts are checked like a hand-written page's: both languages against its schema,
  // by `pnpm validate:content` (the section's `content/checks.ts`), and the schema is
  // listed with the section's others (`content/schemas.ts`).
  const checksFile = join(src, 'content/checks.ts');
  if (!existsSync(checksFile)) fail(`${remote}/src/content/checks.ts is missing`);
  const checks = readFileSync(checksFile, 'utf8');
  const checkImports = `import { ${camel}Page } from './${slug}';\nimport { ${camel}Page as ${camel}PageEs } from './${slug}.es';\nimport * as ${camel}Schemas from './${slug}.schema';\n`;
  const checkEntry = `  check('${slug}', '${camel}Page', ${camel}Page, ${camel}Schemas.${camel}Page, ${camel}PageEs),`;
  const listStart = checks.indexOf('export const contentChecks = [');
  const listEnd = listStart < 0 ? -1 : checks.indexOf('\n];', listStart);
  if (listEnd < 0) {
    fail(`could not find the "contentChecks" list in ${remote}/src/content/checks.ts`);
  }
  const withCheck = `${checks.slice(0, listEnd)}\n${checkEntry}${checks.slice(listEnd)}`.replace(
    /^(import [^;]+;\n)(?!import )/m,
    `$1${checkImports}`,
  );
  writeFileSync(checksFile, withCheck);
  const schemasFile = join(src, 'content/schemas.ts');
  if (existsSync(schemasFile)) {
    writeFileSync(
      schemasFile,
      `${readFileSync(schemasFile, 'utf8')}export * from './${slug}.schema';\n`,
    );
  }

  // The section's texts are assembled in `texts.ts`, one set per kind of page.
  const textsFile = join(src, 'texts.ts');
  if (!existsSync(textsFile)) fail(`${remote} has no src/texts.ts`);
  const texts = `$1  '${slug}': {\n    en: () => import('./${files.english.replace(/\.ts$/, '')}'),\n    es: () => import('./${files.spanish.replace(/\.ts$/, '')}'),\n  },\n`;
  const page = `  pages: {\n    '${path}': {\n      component: () => import('./pages/${Component}'),\n      texts: '${slug}',\n      linkedFrom: ${linkedFrom},\n    },\n`;
  const withTexts = readFileSync(textsFile, 'utf8').replace(
    /^(.*= defineTexts\([^,]+, \{\n)/m,
    texts,
  );
  if (!withTexts.includes(`'${slug}': {`)) {
    fail(`could not find "defineTexts(packageJson.name, {" in ${relative(workspace, textsFile)}`);
  }
  writeFileSync(textsFile, withTexts);
  const updated = readFileSync(sectionFile, 'utf8').replace(/^ {2}pages: \{\n/m, page);
  if (!updated.includes(`'${path}': {`)) {
    fail(`could not find "pages: {" in ${remote}/src/section.ts`);
  }
  writeFileSync(sectionFile, updated);

  const touched = [
    sectionFile,
    textsFile,
    checksFile,
    ...(existsSync(schemasFile) ? [schemasFile] : []),
    ...Object.values(files).map((file) => join(src, file)),
  ];
  execFileSync(join(workspace, 'node_modules/.bin/biome'), ['check', '--write', ...touched], {
    cwd: workspace,
    stdio: 'ignore',
  });

  console.log(`Added ${path} to ${remote}:
    ${remote}/src/section.ts     its entry: component, texts, linked from ${parent ?? 'the main navigation'}
    ${relative(workspace, textsFile)}  its texts per language
    ${remote}/src/content/checks.ts  both languages checked against its schema
    ${remote}/src/${files.component}
    ${remote}/src/${files.english}
    ${remote}/src/${files.spanish}
    ${remote}/src/${files.schema}
    ${remote}/src/${files.test}
  ${parent ? `Link it from ${parent} (a link on that page), so visitors reach it.\n` : ''}Write its texts, then: pnpm --filter ${remote} build && pnpm release ${remote}`);
}
