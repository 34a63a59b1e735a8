/**
 * What a section exposes, derived from its files (no list to keep): `./Section`, its
 * pages (ui-kit's `section-root.tsx`, rendering the package's `src/section.ts`), each
 * island (`src/islands/<Name>.tsx` is `./islands/<Name>`) and each module that fills a
 * slot on another team's page (`src/fills/<Name>.tsx` is `./<Name>`). The build, the
 * published `pages.json` and the workspace's exposes test read it.
 */
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const moduleFile = /^[A-Z]\w*\.tsx$/;
const isModuleFile = (file: string) => moduleFile.test(file) && !file.endsWith('.test.tsx');

const filesIn = (folder: string) =>
  existsSync(folder) ? readdirSync(folder).filter(isModuleFile).sort() : [];

/** The module that renders a section's pages (its `./Section`), in ui-kit beside the package. */
export function sectionRootFile(packageDir: string) {
  const uiKit = createRequire(join(packageDir, 'package.json')).resolve('ui-kit/package.json');
  return join(dirname(uiKit), 'src/section-root.tsx');
}

/** The import `section-root.tsx` makes of the package's own pages (a build alias). */
export const thisSectionModule = '@site/this-section';

/** Every module the package exposes, by expose name, with its file. */
export function exposedModules(
  packageDir: string,
  src = join(packageDir, 'src'),
): Record<string, string> {
  return {
    './Section': sectionRootFile(packageDir),
    ...Object.fromEntries(
      filesIn(join(src, 'islands')).map((file) => [
        `./islands/${file.replace(/\.tsx$/, '')}`,
        join(src, 'islands', file),
      ]),
    ),
    ...Object.fromEntries(
      filesIn(join(src, 'fills')).map((file) => [
        `./${file.replace(/\.tsx$/, '')}`,
        join(src, 'fills', file),
      ]),
    ),
  };
}

/** The names of the modules the package exposes (`./Section`, `./islands/PriceSearch`, …). */
export const exposeNames = (packageDir: string) => Object.keys(exposedModules(packageDir));
