import { type Context, createElement, type ReactNode } from 'react';
import { createContentContext, useContentOf } from 'shared-content';
import type * as english from './index';

/**
 * The texts each kind of page of mf-medpack reads, in the page's language.
 *
 * One context PER KIND of page: each page is a lazy chunk that loads its component and
 * its own content module in the page's language (`../pages/index.ts`: `medpack.ts` or
 * `medpack.es.ts`, ...), so a page's provider holds that module's texts and nothing else.
 * The two MedPack pages share one module (`medpack.ts`), hence one kind.
 */
export interface MedpackPageContent {
  medpack: Pick<typeof english, 'medpackPage' | 'medpackHowItWorks'>;
  pets: Pick<typeof english, 'petMedicationsPage'>;
  prices: Pick<typeof english, 'bestPricesPage'>;
}

export type MedpackPageKind = keyof MedpackPageContent;

const contexts: {
  [Kind in MedpackPageKind]: Context<MedpackPageContent[Kind] | undefined>;
} = {
  medpack: createContentContext<MedpackPageContent['medpack']>(),
  pets: createContentContext<MedpackPageContent['pets']>(),
  prices: createContentContext<MedpackPageContent['prices']>(),
};

/** Hands the texts of `kind` (one language's content module) down. */
export function ContentProvider<Kind extends MedpackPageKind>({
  kind,
  value,
  children,
}: {
  kind: Kind;
  value: MedpackPageContent[Kind];
  children?: ReactNode;
}) {
  const { Provider }: Context<MedpackPageContent[Kind] | undefined> = contexts[kind];
  return createElement(Provider, { value }, children);
}

/** The texts of `kind` in the page's language: `const { bestPricesPage } = useContent('prices')`. */
export const useContent = <Kind extends MedpackPageKind>(kind: Kind): MedpackPageContent[Kind] =>
  useContentOf<MedpackPageContent[Kind]>(contexts[kind], `mf-medpack (${kind})`);
