// `pnpm new:remote <name>`: scaffolds a working remote (a new section of the site):
// its package, build config, exposed Section, one page with its test, its standalone
// harness; in shared-content its content folder (page declaration, texts, schema, test,
// barrels and package entries), its record in the remote list (the next dev port, its
// prefix, `./Section`), its declaration in the test page list and its content check;
// then it regenerates the import rules. `pnpm dev`, `pnpm build`, `pnpm test` and the
// composed site (default remotes.json, pages.json, sitemap) pick it up from there.
// Usage: pnpm new:remote vaccines (or mf-vaccines); --no-install skips linking the new
// package with `pnpm install`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { devPorts, remoteNames, workspace } from './workspace.mjs';

const [argument] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const install = !process.argv.includes('--no-install');

function fail(message) {
  console.error(`new:remote: ${message}`);
  process.exit(1);
}

if (!argument) fail('give the new section a name, e.g. pnpm new:remote vaccines');
const short = argument.replace(/^mf-/, '');
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(short)) {
  fail(`"${argument}" must be lower-case words joined by dashes, e.g. pet-care`);
}
const name = `mf-${short}`;
if (remoteNames.includes(name) || existsSync(join(workspace, name))) fail(`${name} already exists`);

const words = short.split('-');
const title = words.map((word) => word[0].toUpperCase() + word.slice(1)).join(' ');
const Component = title.replaceAll(' ', '');
const camel = Component[0].toLowerCase() + Component.slice(1);
const route = `/${short}`;
const port = Math.max(...Object.values(devPorts)) + 1;
const contentName = `${camel}Page`;
const pagesName = `${camel}Pages`;
const contentChecks = readFileSync(
  join(workspace, 'shared-content/src/validation/content-checks.ts'),
  'utf8',
);
if (
  existsSync(join(workspace, 'shared-content/src/content', short)) ||
  new RegExp(`\\b(${contentName}|${camel}Schemas)\\b`).test(contentChecks)
) {
  fail(`shared-content already has content named ${short} (${contentName})`);
}

const touched = [];
function write(path, text) {
  const file = join(workspace, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  touched.push(path);
}
function edit(path, change) {
  const file = join(workspace, path);
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) fail(`could not find where to add ${name} in ${path}`);
  writeFileSync(file, after);
  touched.push(path);
}
/** Inserts `text` before the first `end` after `start`. */
const insertBefore = (source, start, end, text) => {
  const from = source.indexOf(start);
  const at = from < 0 ? -1 : source.indexOf(end, from);
  return at < 0 ? source : source.slice(0, at) + text + source.slice(at);
};

const medpackPackage = JSON.parse(readFileSync(join(workspace, 'mf-medpack/package.json'), 'utf8'));
write(`${name}/package.json`, `${JSON.stringify({ ...medpackPackage, name }, null, 2)}\n`);
write(
  `${name}/tsconfig.json`,
  '{ "extends": "../tsconfig.base.json", "include": ["src", "rsbuild.config.ts"] }\n',
);
write(
  `${name}/rsbuild.config.ts`,
  `import { remoteConfig } from 'shared-content/build';
import { ${pagesName} } from 'shared-content/content/${short}';

export default remoteConfig({
  name: '${name}',
  title: '${title}',
  pages: ${pagesName},
});
`,
);
write(
  `${name}/src/index.ts`,
  `// Async boundary: shared singletons are negotiated before any of them is used.
import('./bootstrap');
`,
);
write(
  `${name}/src/bootstrap.tsx`,
  `import { mountStandalone } from 'shared-content/testing/harness';
import { exposed } from './exposes';

mountStandalone('${name}', exposed);
`,
);
write(
  `${name}/src/exposes.ts`,
  `import type { RemoteExposes } from 'shared-content';
import * as Section from './Section';

/**
 * What this remote exposes, checked against its contract (its record in
 * shared-content/src/platform/remotes.ts): the build exposes these files.
 */
export const exposed = { './Section': Section } satisfies RemoteExposes['${name}'];
`,
);
write(
  `${name}/src/Section.tsx`,
  `import { SectionRoutes } from 'shared-content/ui';
import { declaration, pages } from './pages';

/** Every page of the ${title} team. */
const Section = () => <SectionRoutes declaration={declaration} pages={pages} />;

export default Section;
`,
);
write(
  `${name}/src/pages/index.ts`,
  `import { ${pagesName} } from 'shared-content/content/${short}';
import type { PageComponents } from 'shared-content/ui';
import ${Component} from './${Component}';

export { ${pagesName} as declaration };

export const pages = {
  '${route}': ${Component},
} satisfies PageComponents<typeof ${pagesName}>;
`,
);
write(
  `${name}/src/pages/${Component}.tsx`,
  `import { ${contentName} as text } from 'shared-content/content/${short}';
import { Page, Section } from 'shared-content/ui';

/** \`${route}\`: the first page of the ${title} section. */
export default function ${Component}() {
  return (
    <Page
      heading={text.page.heading}
      title={text.page.title}
      description={text.page.description}
      lead={text.page.lead}
    >
      <Section title={text.about.title}>
        {text.about.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Section>
    </Page>
  );
}
`,
);
write(
  `${name}/src/pages/${Component}.test.tsx`,
  `import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ${contentName} as text } from 'shared-content/content/${short}';
import { describe, expect, it } from 'vitest';
import { pages } from '.';

// Rendering a whole page in happy-dom is slow on a busy machine.
describe('${route}', { timeout: 20_000 }, () => {
  it('shows its heading, its section and its text', () => {
    const Page = pages['${route}'];
    render(
      <MemoryRouter initialEntries={['${route}']}>
        <Page />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.page.heading);
    expect(screen.getByRole('heading', { level: 2, name: text.about.title })).toBeInTheDocument();
    for (const paragraph of text.about.paragraphs) {
      expect(screen.getByText(paragraph)).toBeInTheDocument();
    }
  });
});
`,
);

const content = `shared-content/src/content/${short}`;
write(
  `${content}/pages.ts`,
  `import { declarePages } from 'shared-content';

/** The pages of ${name}. */
export const ${pagesName} = declarePages({ pages: ['${route}'] });
`,
);
write(
  `${content}/${short}.schema.ts`,
  `import { z } from 'zod';
import { nonEmpty } from '../../schemas/common';

/** What every page owes a visitor: its title, meta description and one heading. */
export const pageText = z.strictObject({
  title: nonEmpty,
  description: z.string().trim().min(50).max(170),
  heading: nonEmpty,
  lead: nonEmpty,
});

/** Texts of the ${title} section's page \`${route}\`. */
export const ${contentName} = z.strictObject({
  page: pageText,
  about: z.strictObject({ title: nonEmpty, paragraphs: z.array(nonEmpty).min(1) }),
});

export type ${Component}Page = z.infer<typeof ${contentName}>;
`,
);
write(
  `${content}/${short}.ts`,
  `import { site } from 'shared-content';
import type { ${Component}Page } from './${short}.schema';

/** \`${route}\` (written by \`pnpm new:remote\`; replace these texts with the real ones). */
export const ${contentName}: ${Component}Page = {
  page: {
    title: '${title}',
    description: \`The ${title} section of \${site.groupName}: what it offers and how to reach our pharmacists.\`,
    heading: '${title}',
    lead: 'A new section of the site.',
  },
  about: {
    title: 'About this section',
    paragraphs: ['This page is the starting point of the ${title} section.'],
  },
};
`,
);
write(
  `${content}/${short}.test.ts`,
  `import { describe, expect, it } from 'vitest';
import { remoteRecords } from '../../platform/remotes';
import { ${contentName} } from './${short}';
import { ${contentName} as pageSchema } from './${short}.schema';
import { ${pagesName} } from './pages';

describe('${title} content', () => {
  it('parses with its schema', () => {
    expect(pageSchema.parse(${contentName})).toEqual(${contentName});
  });

  it('declares pages under the prefixes ${name} owns', () => {
    const prefixes: readonly string[] = remoteRecords['${name}'].prefixes;
    for (const path of ${pagesName}.pages) {
      expect(prefixes.some((prefix) => path === prefix || path.startsWith(\`\${prefix}/\`))).toBe(
        true,
      );
    }
  });
});
`,
);
write(
  `${content}/index.ts`,
  `/** Content of the ${name} section; shipped by that deployable only. */
export * from './${short}';
export * from './pages';
`,
);
write(
  `${content}/schemas.ts`,
  `/** The zod schemas of this folder's content (tests, validation and forms only). */
export * from './${short}.schema';
`,
);

edit('shared-content/src/platform/remotes.ts', (source) =>
  insertBefore(
    source,
    'export const remoteRecords = {',
    '\n} as const satisfies',
    `\n  '${name}': {\n    devPort: ${port},\n    prefixes: ['${route}'],\n    exposes: ['./Section'],\n  },`,
  ),
);
edit('shared-content/src/testing/pages.ts', (source) =>
  insertBefore(
    source,
    'export const declaredPages',
    '\n};',
    `\n  '${name}': ${pagesName},`,
  ).replace(
    "} from 'shared-content';\n",
    `} from 'shared-content';\nimport { ${pagesName} } from '../content/${short}/pages';\n`,
  ),
);
edit('shared-content/src/validation/content-checks.ts', (source) => {
  const entry = `\n  check('${short}', '${contentName}', ${contentName}, ${camel}Schemas.${contentName}),`;
  const start = source.indexOf('export const contentChecks');
  const end = start < 0 ? -1 : source.indexOf('\n];', start);
  if (end < 0) return source;
  // Keeps the list in file order: before the first check of a file that sorts after it.
  const later = [...source.slice(start, end).matchAll(/\n {2}check\(\s*'([^']+)'/g)].find(
    (match) => match[1] > short,
  );
  const at = later ? start + later.index : end;
  return (source.slice(0, at) + entry + source.slice(at)).replace(
    "import { z } from 'zod';\n",
    `import { z } from 'zod';\nimport { ${contentName} } from '../content/${short}/${short}';\nimport * as ${camel}Schemas from '../content/${short}/${short}.schema';\n`,
  );
});
edit('shared-content/package.json', (source) => {
  const manifest = JSON.parse(source);
  const entries = Object.entries(manifest.exports);
  const last = entries.findLastIndex(([key]) => key.startsWith('./content/'));
  entries.splice(
    last + 1,
    0,
    [`./content/${short}`, `./src/content/${short}/index.ts`],
    [`./content/${short}/schemas`, `./src/content/${short}/schemas.ts`],
  );
  return `${JSON.stringify({ ...manifest, exports: Object.fromEntries(entries) }, null, 2)}\n`;
});

const biome = join(workspace, 'node_modules/.bin/biome');
execFileSync(biome, ['check', '--write', ...touched, name], { cwd: workspace, stdio: 'ignore' });
// The import-direction rules name every owner: regenerate them from the new record.
execFileSync(process.execPath, [join(workspace, 'scripts/import-rules.mjs')], {
  cwd: workspace,
  stdio: 'ignore',
});
touched.push('scripts/import-rules.biome.json');
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
Created ${name}: page ${route} (prefix ${route}), dev port ${port}.
  ${touched.join('\n  ')}
Next: pnpm dev, then http://localhost:${devPorts.shell}${route} (composed) or http://localhost:${port}${route} (harness).
Deploy: pnpm --filter ${name} build, then publish ${name}/dist at /remotes/${name}/ (README, "Deploying a section").`);
