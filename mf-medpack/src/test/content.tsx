import type { ReactNode } from 'react';
import * as english from '../content';
import { ContentProvider } from '../content/context';
import * as spanish from '../content/es';

/** Renders its children with this section's English texts, as `Section` does. */
export const English = ({ children }: { children: ReactNode }) => (
  <ContentProvider value={english}>{children}</ContentProvider>
);

/** Renders its children with this section's Spanish texts, as `SectionEs` does. */
export const Spanish = ({ children }: { children: ReactNode }) => (
  <ContentProvider value={spanish}>{children}</ContentProvider>
);
