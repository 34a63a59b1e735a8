// `pnpm new:remote <name>`: scaffolds a working remote (a new section of the site) in one
// package, written the one way every section is: its declaration (`src/section.ts`: its
// page, the page's texts per language, where it is linked from: the main navigation), its
// one `./Section` for every language, its page with its test, its standalone harness and
// its content folder (texts and their Spanish twins, schema, content check, test, barrels
// and package entries). Its record (the next dev port, its prefix, its expose) is
// `"remote"` in its own package.json; outside the package it adds only its section to the
// site-wide test page list (tests/site/pages.ts). Add more pages with `pnpm new:page`.
// `pnpm dev`, `pnpm build` and `pnpm test` pick it up from there; `pnpm release <name>`
// puts it live (the server reads the section's published description: no shell build).
// Usage: pnpm new:remote vaccines (or mf-vaccines); --no-install skips linking the new
// package with `pnpm install`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createJiti } from 'jiti';
import { devPorts, remoteNames, workspace } from './workspace.mjs';

const [argument] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const install = !process.argv.includes('--no-install');

/**
 * @param {string} message
 * @returns {never}
 */
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
/** @type {{ section: { declaration: { pages: readonly string[] } } }} */
const { section: shellSection } = await createJiti(import.meta.url).import(
  join(workspace, 'shell/src/section.ts'),
);
if (shellSection.declaration.pages.includes(route)) fail(`${route} is already a page of the shell`);

/** @type {string[]} */
const touched = [];
/**
 * @param {string} path
 * @param {string} text
 */
function write(path, text) {
  const file = join(workspace, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  touched.push(path);
}
/**
 * @param {string} path
 * @param {(source: string) => string} change
 */
function edit(path, change) {
  const file = join(workspace, path);
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) fail(`could not find where to add ${name} in ${path}`);
  writeFileSync(file, after);
  touched.push(path);
}
/** Inserts `text` before the first `end` after `start`. */
/** @type {(source: string, start: string, end: string, text: string) => string} */
const insertBefore = (source, start, end, text) => {
  const from = source.indexOf(start);
  const at = from < 0 ? -1 : source.indexOf(end, from);
  return at < 0 ? source : source.slice(0, at) + text + source.slice(at);
};

const medpackPackage = JSON.parse(readFileSync(join(workspace, 'mf-medpack/package.json'), 'utf8'));
const record = {
  devPort: port,
  prefixes: [route],
  exposes: ['./Section'],
};
write(
  `${name}/package.json`,
  `${JSON.stringify({ ...medpackPackage, name, remote: record }, null, 2)}\n`,
);
write(
  `${name}/tsconfig.json`,
  '{ "extends": "../tsconfig.base.json", "include": ["src", "rsbuild.config.ts"] }\n',
);
write(
  `${name}/rsbuild.config.ts`,
  `import { remoteConfig } from 'build-preset';
import { section } from './src/section';

export default remoteConfig({ name: '${name}', title: '${title}', section });
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
  `import { mountStandalone } from 'test-kit/harness';
import { exposed } from './exposes';
import { section } from './section';

mountStandalone('${name}', exposed, section.declaration);
`,
);
write(
  `${name}/src/exposes.ts`,
  `import type { Exposes } from 'shared-content';
import * as Section from './Section';

/**
 * What this remote exposes, checked against the module types in shared-content (its
 * package.json lists the same names under "remote.exposes"): the build exposes these files.
 */
export const exposed = {
  './Section': Section,
} satisfies Exposes<'./Section'>;
`,
);
write(
  `${name}/src/Section.tsx`,
  `import { SectionPages } from 'shared-content/ui';
import { section } from './section';

/**
 * Every page of the ${title} team, in the page's language (from the shell): each page
 * loads its component and its texts in that language when visited.
 */
const Section = () => <SectionPages section={section} />;

export default Section;
`,
);
write(
  `${name}/src/section.ts`,
  `import { defineSection } from 'shared-content/section';

/**
 * The pages of ${name}, each with its texts per language (loaded with the page, in its
 * language only) and where it is linked from. \`pnpm new:page ${name} <path>\` adds one.
 */
export const section = defineSection({
  name: '${name}',
  texts: {
    '${short}': {
      en: () => import('./content/${short}'),
      es: () => import('./content/${short}.es'),
    },
  },
  pages: {
    '${route}': {
      component: () => import('./pages/${Component}'),
      texts: '${short}',
      linkedFrom: { nav: { en: '${title}', es: '${title}' } },
    },
  },
});
`,
);
write(
  `${name}/src/useContent.ts`,
  `import { textsHook } from 'shared-content/section';
import type { section } from './section';

/**
 * The texts a part of a page reads, in the page's language, as its page loaded them
 * (\`src/section.ts\` says which texts each page has): \`const { … } = useContent('…')\`.
 */
export const useContent = textsHook<typeof section>('${name}');
`,
);
write(
  `${name}/src/pages/${Component}.tsx`,
  `import { Page, Section } from 'shared-content/ui';
import { useContent } from '../useContent';

/** \`${route}\`: the first page of the ${title} section. */
export default function ${Component}() {
  const { ${contentName}: text } = useContent('${short}');
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
  `import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderAt } from 'test-kit';
import { describe, expect, it } from 'vitest';
import { ${contentName} as english } from '../content/${short}';
import { ${contentName} as spanish } from '../content/${short}.es';
import Section from '../Section';

// Rendering a whole page in happy-dom is slow on a busy machine.
describe('${route}', { timeout: 20_000 }, () => {
  it.each([
    ['en', english],
    ['es', spanish],
  ] as const)('shows its heading, its section and its text in %s', async (lang, text) => {
    renderAt(
      '${route}',
      <Suspense fallback={null}>
        <Section />
      </Suspense>,
      { lang },
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(text.page.heading);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: text.about.title })).toBeInTheDocument();
    for (const paragraph of text.about.paragraphs) {
      expect(screen.getByText(paragraph)).toBeInTheDocument();
    }
  });
});
`,
);

const content = `${name}/src/content`;
write(
  `${content}/${short}.schema.ts`,
  `import { z } from 'zod';
import { nonEmpty } from 'shared-content/schemas';

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
  `${content}/${short}.es.ts`,
  `import { site } from 'shared-content';
import type { ${Component}Page } from './${short}.schema';

/** \`/es${route}\` (written by \`pnpm new:remote\`; replace these texts with the real ones). */
export const ${contentName}: ${Component}Page = {
  page: {
    title: 'Sección ${title}',
    description: \`La sección ${title} de \${site.groupName}: lo que ofrece y cómo comunicarse con nuestros farmacéuticos.\`,
    heading: 'Sección ${title}',
    lead: 'Una nueva sección del sitio.',
  },
  about: {
    title: 'Acerca de esta sección',
    paragraphs: ['Esta página es el punto de partida de la sección ${title}.'],
  },
};
`,
);
write(
  `${content}/es.ts`,
  `/** The Spanish texts of the ${name} section, in the shape of \`./index.ts\`. */
export * from './${short}.es';
`,
);
write(
  `${content}/${short}.test.ts`,
  `// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ${contentName} } from './${short}';
import { ${contentName} as pageSchema } from './${short}.schema';
import { section } from '../section';

describe('${title} content', () => {
  it('parses with its schema', () => {
    expect(pageSchema.parse(${contentName})).toEqual(${contentName});
  });

  it('declares pages under the prefixes ${name} owns', () => {
    const { remote } = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as { remote: { prefixes: string[] } };
    const prefixes = remote.prefixes;
    for (const path of section.declaration.pages) {
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
`,
);
write(
  `${content}/schemas.ts`,
  `/** The zod schemas of this folder's content (tests, validation and forms only). */
export * from './${short}.schema';
`,
);
write(
  `${content}/checks.ts`,
  `/** This section's content checks, run by \`pnpm validate:content\` (see \`ContentChecksModule\`). */
import { checksIn } from 'shared-content/validation';
import { ${contentName} } from './${short}';
import { ${contentName} as ${contentName}Es } from './${short}.es';
import * as schemas from './${short}.schema';

const check = checksIn('${content}');

export const contentChecks = [
  check('${short}', '${contentName}', ${contentName}, schemas.${contentName}, ${contentName}Es),
];
`,
);

edit('tests/site/pages.ts', (source) =>
  insertBefore(source, 'export const sections', '\n};', `\n  '${name}': ${camel}Section,`).replace(
    "import { section as medpack } from 'mf-medpack/section';\n",
    `import { section as medpack } from 'mf-medpack/section';\nimport { section as ${camel}Section } from '${name}/section';\n`,
  ),
);
edit('tests/package.json', (source) => {
  const manifest = JSON.parse(source);
  const devDependencies = { ...manifest.devDependencies, [name]: 'workspace:*' };
  const sorted = Object.fromEntries(
    Object.entries(devDependencies).sort(([a], [b]) => a.localeCompare(b)),
  );
  return `${JSON.stringify({ ...manifest, devDependencies: sorted }, null, 2)}\n`;
});

const biome = join(workspace, 'node_modules/.bin/biome');
execFileSync(biome, ['check', '--write', ...touched, name], { cwd: workspace, stdio: 'ignore' });
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
Live: pnpm --filter ${name} build, then pnpm release ${name} (README, "Adding a section"): the running site serves it, no shell build or restart.`);
