/// <reference types="@rsbuild/core/types" />
import { mountStandalone } from 'test-kit/harness';
import packageJson from '../package.json';
import { section } from './section';

// The modules package.json lists under "remote.exposes" (its only list), from the files
// the build exposes: `./Section` is src/Section.tsx. Islands show on the pages.
const exposedFiles = import.meta.webpackContext('.', {
  recursive: false,
  regExp: /^\.\/[A-Z]\w*\.tsx$/,
});

mountStandalone(
  packageJson.name,
  packageJson.remote.exposes,
  (name) => exposedFiles(`${name}.tsx`),
  section.declaration,
);
