import type { ReactNode } from 'react';
import { ContentProvider, type MedpackPageContent } from '../content/context';
import { medpackHowItWorks, medpackPage } from '../content/medpack';
import {
  medpackHowItWorks as medpackHowItWorksEs,
  medpackPage as medpackPageEs,
} from '../content/medpack.es';
import { petMedicationsPage } from '../content/pets';
import { petMedicationsPage as petMedicationsPageEs } from '../content/pets.es';
import { bestPricesPage } from '../content/prices';
import { bestPricesPage as bestPricesPageEs } from '../content/prices.es';

/** Every kind's provider at once, so a test can render any page component directly. */
const AllKinds = ({ texts, children }: { texts: MedpackPageContent; children: ReactNode }) => (
  <ContentProvider kind="medpack" value={texts.medpack}>
    <ContentProvider kind="pets" value={texts.pets}>
      <ContentProvider kind="prices" value={texts.prices}>
        {children}
      </ContentProvider>
    </ContentProvider>
  </ContentProvider>
);

const english: MedpackPageContent = {
  medpack: { medpackPage, medpackHowItWorks },
  pets: { petMedicationsPage },
  prices: { bestPricesPage },
};
const spanish: MedpackPageContent = {
  medpack: { medpackPage: medpackPageEs, medpackHowItWorks: medpackHowItWorksEs },
  pets: { petMedicationsPage: petMedicationsPageEs },
  prices: { bestPricesPage: bestPricesPageEs },
};

/** Renders its children with this section's English texts, as the English pages have them. */
export const English = ({ children }: { children: ReactNode }) => (
  <AllKinds texts={english}>{children}</AllKinds>
);

/** Renders its children with this section's Spanish texts, as the Spanish pages have them. */
export const Spanish = ({ children }: { children: ReactNode }) => (
  <AllKinds texts={spanish}>{children}</AllKinds>
);
