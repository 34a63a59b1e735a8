// A section's `./Section`, which the build exposes for every section (build-preset's
// exposes.ts): every page its `src/section.ts` declares, in the page's language. The
// build resolves `@site/this-section` to the package's own `src/section.ts`.
import { section } from '@site/this-section';
import { SectionPages } from 'ui-kit/routing';

export default function Section() {
  return <SectionPages section={section} />;
}
