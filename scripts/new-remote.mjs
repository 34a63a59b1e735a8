// `pnpm new:remote <name>`: scaffolds a working remote (a new section of the site):
// its package, build config, Section, one page with its test, its standalone harness,
// its content with a schema, its record in the remote list (with the next dev port),
// its route and its production URL in remotes.json. `pnpm dev`, `pnpm build`,
// `pnpm test` and the composed site pick it up. Usage: pnpm new:remote vaccines
// (or mf-vaccines); --no-install skips linking the new package with `pnpm install`.
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

export default remoteConfig({
  name: '${name}',
  title: '${title}',
  exposes: { './Section': './src/Section.tsx' },
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
  `import { mountStandalone } from 'shared-content/testing';
import Section from './Section';

mountStandalone('${name}', { './Section': Section });
`,
);
write(
  `${name}/src/Section.tsx`,
  `import { SectionRoutes } from 'shared-content/ui';
import { pages } from './pages';

/** Every route of the ${title} section. */
const Section = () => <SectionRoutes remote="${name}" pages={pages} />;

export default Section;
`,
);
write(
  `${name}/src/pages/index.ts`,
  `import type { ComponentType } from 'react';
import ${Component} from './${Component}';

export const pages: Record<string, ComponentType> = {
  '${route}': ${Component},
};
`,
);
write(
  `${name}/src/pages/${Component}.tsx`,
  `import { ${contentName} as text } from 'shared-content/content/${short}';
import { Page, Section } from 'shared-content/ui';

/** \`${route}\`: the first page of the ${title} section. */
export default function ${Component}() {
  return (
    <Page heading={text.heading} title={text.title} description={text.description} lead={text.lead}>
      <Section title={text.sectionTitle}>
        {text.paragraphs.map((paragraph) => (
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

describe('${route}', () => {
  it('shows its heading, its section and its text', () => {
    const Page = pages['${route}'];
    render(
      <MemoryRouter initialEntries={['${route}']}>
        <Page />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.heading);
    expect(screen.getByRole('heading', { level: 2, name: text.sectionTitle })).toBeInTheDocument();
    for (const paragraph of text.paragraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
  });
});
`,
);
write(
  `shared-content/src/schemas/${short}.ts`,
  `import { z } from 'zod';
import { nonEmpty } from './common';

/** Texts of the ${title} section's page \`${route}\`. */
export const ${contentName} = z.object({
  title: nonEmpty,
  description: z.string().trim().min(50).max(170),
  heading: nonEmpty,
  lead: nonEmpty,
  sectionTitle: nonEmpty,
  paragraphs: z.array(nonEmpty).min(1),
});

export type ${Component}PageText = z.infer<typeof ${contentName}>;
`,
);
write(
  `shared-content/src/content/${short}.ts`,
  `import type { ${Component}PageText } from '../schemas/${short}';

/** Texts of \`${route}\` (written by \`pnpm new:remote\`; replace them with the real ones). */
export const ${contentName}: ${Component}PageText = {
  title: '${title}',
  description:
    'The ${title} section of our four New Jersey pharmacies: what it offers and how to reach us.',
  heading: '${title}',
  lead: 'A new section of the site.',
  sectionTitle: 'About this section',
  paragraphs: ['This page is the starting point of the ${title} section.'],
};
`,
);

edit('shared-content/src/platform/remotes.ts', (source) =>
  insertBefore(source, 'export const remoteDevPorts = {', '} as const;', `  '${name}': ${port},\n`),
);
edit('shared-content/src/platform/remotes.ts', (source) =>
  insertBefore(
    source,
    'export interface RemoteExposes {',
    '\n}',
    `\n  '${name}': { './Section': RemoteSectionModule };`,
  ),
);
edit('shared-content/src/platform/routes.ts', (source) =>
  insertBefore(source, 'export const pageRoutes', '\n];', `\n  ...owned('${name}', ['${route}']),`),
);
edit('shared-content/src/validation/content-checks.ts', (source) =>
  insertBefore(
    source,
    'export const contentChecks',
    '\n];',
    `\n  check('${short}', '${contentName}', ${contentName}, ${camel}Schemas.${contentName}),`,
  ).replace(
    "import { z } from 'zod';\n",
    `import { z } from 'zod';\nimport { ${contentName} } from '../content/${short}';\nimport * as ${camel}Schemas from '../schemas/${short}';\n`,
  ),
);
edit('shell/public/remotes.json', (source) => {
  const remotes = JSON.parse(source);
  return `${JSON.stringify({ ...remotes, [name]: `/remotes/${name}/mf-manifest.json` }, null, 2)}\n`;
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
Created ${name}: route ${route}, dev port ${port}.
  ${touched.join('\n  ')}
Next: pnpm dev, then http://localhost:${devPorts.shell}${route} (composed) or http://localhost:${port}${route} (harness).
Deploy: pnpm --filter ${name} build, then publish ${name}/dist at /remotes/${name}/ (README, "Deploying a section").`);
