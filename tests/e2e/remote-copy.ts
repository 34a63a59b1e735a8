import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linkDependencies } from '../../scripts/workspace-copy';
import { workspace } from './servers';

/** The shared packages a team may edit beside its remote: copied, never linked. */
const editablePackages = ['shared-content', 'ui-kit'];

/**
 * Builds one remote as its team would after an edit, without touching the workspace: a
 * copy of the shared packages (`shared-content`, `ui-kit`) and of the remote, with their
 * installed dependencies linked in except one another (the edited copies), the edit
 * applied to the copy, then the remote's own `rsbuild build`. Returns its dist folder.
 */
export function buildRemoteCopy(remote: string, edit: (root: string) => void): string {
  const root = mkdtempSync(join(tmpdir(), `pharmacy-${remote}-`));
  const skip = (source: string) => !/[/\\](node_modules|dist)([/\\]|$)/.test(source);
  for (const pkg of [...editablePackages, remote]) {
    cpSync(join(workspace, pkg), join(root, pkg), { recursive: true, filter: skip });
  }
  cpSync(join(workspace, 'tsconfig.base.json'), join(root, 'tsconfig.base.json'));
  for (const pkg of [...editablePackages, remote]) {
    linkDependencies(root, pkg, new Set(editablePackages));
  }
  mkdirSync(join(root, 'node_modules'));
  for (const pkg of editablePackages) symlinkSync(join(root, pkg), join(root, 'node_modules', pkg));
  edit(root);
  execFileSync(
    process.execPath,
    [join(workspace, remote, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build'],
    { cwd: join(root, remote), stdio: 'pipe' },
  );
  return join(root, remote, 'dist');
}

/**
 * A copy of the whole workspace (sources only) whose packages use the workspace's
 * installed dependencies, as a team's checkout on another machine: commands run in it
 * (`pnpm new:remote`, a package's own `rsbuild build`) never touch the workspace. A
 * package added in the copy (`addPackage`) gets the dependencies of `like`.
 */
export function workspaceCopy() {
  const root = mkdtempSync(join(tmpdir(), 'pharmacy-checkout-'));
  const skipped = /[/\\](node_modules|dist|\.git|release|docs|test-results)([/\\]|$)/;
  cpSync(workspace, root, {
    recursive: true,
    filter: (source) => !skipped.test(source.slice(workspace.length)),
  });
  // The site's command-line tools as built (dist folders are not copied).
  for (const cli of ['server/dist', 'tools/dist']) {
    cpSync(join(workspace, cli), join(root, cli), { recursive: true });
  }
  const linkModules = (from: string, to: string) =>
    symlinkSync(join(workspace, from, 'node_modules'), join(root, to, 'node_modules'));
  linkModules('.', '.');
  for (const entry of readdirSync(workspace, { withFileTypes: true })) {
    if (entry.isDirectory() && existsSync(join(workspace, entry.name, 'node_modules'))) {
      if (entry.name !== 'node_modules') linkModules(entry.name, entry.name);
    }
  }
  return {
    root,
    /** Gives a package made in the copy the installed dependencies of the package `like`. */
    addPackage: (name: string, like: string) => linkModules(like, name),
    /** Builds one package of the copy with its own build; returns its dist folder. */
    build: (name: string) => {
      execFileSync(
        process.execPath,
        [join(workspace, 'shell/node_modules/@rsbuild/core/bin/rsbuild.js'), 'build'],
        { cwd: join(root, name), stdio: 'pipe' },
      );
      return join(root, name, 'dist');
    },
  };
}

const edit = (file: string, change: (source: string) => string) =>
  writeFileSync(file, change(readFileSync(file, 'utf8')));

/** The Spanish and English texts of the worked example's page. */
const medpackFaq = {
  en: {
    heading: 'MedPack questions',
    description: 'Answers to the questions patients ask most about MedPack adherence packaging.',
    answer: 'Ask your pharmacist.',
    link: 'MedPack questions',
  },
  es: {
    heading: 'Preguntas sobre MedPack',
    description:
      'Respuestas a las preguntas más frecuentes de los pacientes sobre el empaque MedPack.',
    answer: 'Pregunte a su farmacéutico.',
    link: 'Preguntas sobre MedPack',
  },
};

/**
 * The worked example of a new page, as the MedPack team adds it in its copy `root` (README,
 * "Adding a page"): its entry in the section's declaration (`src/section.ts`: its texts
 * per language, and where it is linked from, here the main navigation), its component,
 * its English and its Spanish texts. Nothing else is edited.
 */
export function addMedpackFaq(root: string) {
  const src = join(root, 'mf-medpack/src');
  for (const [file, text] of [
    ['faq.ts', medpackFaq.en],
    ['faq.es.ts', medpackFaq.es],
  ] as const) {
    writeFileSync(
      join(src, 'content', file),
      `export const medpackFaqPage = ${JSON.stringify(text, null, 2)};\n`,
    );
  }
  writeFileSync(
    join(src, 'pages/MedpackFaq.tsx'),
    `import { Page } from 'ui-kit/routing';
import { useContent } from '../texts';

export default function MedpackFaq() {
  const { medpackFaqPage: text } = useContent('faq');
  return (
    <Page heading={text.heading} title={text.heading} description={text.description}>
      <p>{text.answer}</p>
    </Page>
  );
}
`,
  );
  // The section's texts are assembled in texts.ts.
  edit(join(src, 'texts.ts'), (source) =>
    source.replace(
      'defineTexts(packageJson.name, {\n',
      "defineTexts(packageJson.name, {\n  faq: { en: () => import('./content/faq'), es: () => import('./content/faq.es') },\n",
    ),
  );
  edit(join(src, 'section.ts'), (source) =>
    source.replace(
      '  pages: {\n',
      `  pages: {\n    '/medpack/faq': {\n      component: () => import('./pages/MedpackFaq'),\n      texts: 'faq',\n      linkedFrom: { nav: ${JSON.stringify({ en: medpackFaq.en.link, es: medpackFaq.es.link })} },\n    },\n`,
    ),
  );
}
