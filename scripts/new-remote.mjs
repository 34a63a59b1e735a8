// `pnpm new:remote <name>`: scaffolds a working remote (a new section of the site) in one
// package: its build config, its Section in English and in Spanish (`./Section`,
// `./SectionEs`), one page with its test, its standalone harness and its content folder
// (page declaration, texts and their Spanish twins, schema, content check, test, barrels
// and package entries). Its record (the next dev port, its prefix, its two entries, its
// link in the main navigation) is `"remote"` in its own package.json; outside the package
// it adds only its declaration in the site-wide test page list (tests/site/pages.ts).
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
const pagesName = `${camel}Pages`;
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
  exposes: ['./Section', './SectionEs'],
  // Linked from the main navigation, so that it is reachable from every page.
  nav: [{ path: route, label: { en: title, es: title } }],
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
  `import { remoteConfig } from 'shared-content/build';
import { ${pagesName} } from './src/content';

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
import { ${pagesName} } from './content';
import { exposed } from './exposes';

mountStandalone('${name}', exposed, ${pagesName});
`,
);
write(
  `${name}/src/exposes.ts`,
  `import type { Exposes } from 'shared-content';
import * as Section from './Section';
import * as SectionEs from './SectionEs';

/**
 * What this remote exposes, checked against the module types in shared-content (its
 * package.json lists the same names under "remote.exposes"): the build exposes these files.
 */
export const exposed = {
  './Section': Section,
  './SectionEs': SectionEs,
} satisfies Exposes<'./Section' | './SectionEs'>;
`,
);
write(
  `${name}/src/Section.tsx`,
  `import { SectionRoutes } from 'shared-content/ui';
import * as english from './content';
import { ContentProvider } from './content/context';
import { declaration, pages } from './pages';

/** Every page of the ${title} team, in English. */
const Section = () => (
  <ContentProvider value={english}>
    <SectionRoutes declaration={declaration} pages={pages} />
  </ContentProvider>
);

export default Section;
`,
);
write(
  `${name}/src/SectionEs.tsx`,
  `import { SectionRoutes } from 'shared-content/ui';
import * as spanish from './content/es';
import { ContentProvider } from './content/context';
import { declaration, pages } from './pages';

/** Every page of the ${title} team, in Spanish (at \`/es\` + each path). */
const SectionEs = () => (
  <ContentProvider value={spanish}>
    <SectionRoutes declaration={declaration} pages={pages} />
  </ContentProvider>
);

export default SectionEs;
`,
);
write(
  `${name}/src/pages/index.ts`,
  `import type { PageComponents } from 'shared-content/ui';
import { ${pagesName} } from '../content';
import ${Component} from './${Component}';

export { ${pagesName} as declaration };

export const pages = {
  '${route}': ${Component},
} satisfies PageComponents<typeof ${pagesName}>;
`,
);
write(
  `${name}/src/pages/${Component}.tsx`,
  `import { Page, Section } from 'shared-content/ui';
import { useContent } from '../content/context';

/** \`${route}\`: the first page of the ${title} section. */
export default function ${Component}() {
  const { ${contentName}: text } = useContent();
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
import { describe, expect, it } from 'vitest';
import * as english from '../content';
import { ContentProvider } from '../content/context';
import * as spanish from '../content/es';
import { pages } from '.';

// Rendering a whole page in happy-dom is slow on a busy machine.
describe('${route}', { timeout: 20_000 }, () => {
  it.each([
    ['English', english],
    ['Spanish', spanish],
  ])('shows its heading, its section and its text in %s', (_language, content) => {
    const Page = pages['${route}'];
    const text = content.${contentName};
    render(
      <MemoryRouter initialEntries={['${route}']}>
        <ContentProvider value={content}>
          <Page />
        </ContentProvider>
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

const content = `${name}/src/content`;
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
export * from './pages';
`,
);
write(
  `${content}/context.ts`,
  `import { createContentContext, useContentOf } from 'shared-content';
import type * as english from './index';

/** The section's texts in the page's language (\`Section\` gives English, \`SectionEs\` Spanish). */
export type SectionContent = typeof english;
const SectionContext = createContentContext<SectionContent>();
export const ContentProvider = SectionContext.Provider;
export const useContent = () => useContentOf(SectionContext, '${name}');
`,
);
write(
  `${content}/${short}.test.ts`,
  `// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ${contentName} } from './${short}';
import { ${contentName} as pageSchema } from './${short}.schema';
import { ${pagesName} } from './pages';

describe('${title} content', () => {
  it('parses with its schema', () => {
    expect(pageSchema.parse(${contentName})).toEqual(${contentName});
  });

  it('declares pages under the prefixes ${name} owns', () => {
    const { remote } = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as { remote: { prefixes: string[] } };
    const prefixes = remote.prefixes;
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
  insertBefore(
    source,
    'export const declaredPages',
    '\n};',
    `\n  '${name}': ${pagesName},`,
  ).replace(
    "import { medpackPages } from 'mf-medpack/content';\n",
    `import { medpackPages } from 'mf-medpack/content';\nimport { ${pagesName} } from '${name}/content';\n`,
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
