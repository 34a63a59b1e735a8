/** This section's content checks, run by `pnpm validate:content` (see `ContentChecksModule`). */
import { checksIn } from 'shared-content/validation';
import { medpackHowItWorks, medpackPage } from './medpack';
import {
  medpackHowItWorks as medpackHowItWorksEs,
  medpackPage as medpackPageEs,
} from './medpack.es';
import * as medpack from './medpack.schema';
import { petMedicationsPage } from './pets';
import { petMedicationsPage as petMedicationsPageEs } from './pets.es';
import * as pets from './pets.schema';
import { bestPricesPage } from './prices';
import { bestPricesPage as bestPricesPageEs } from './prices.es';
import * as prices from './prices.schema';

const check = checksIn('mf-medpack/src/content');

export const contentChecks = [
  check('medpack', 'medpackPage', medpackPage, medpack.medpackPage, medpackPageEs),
  check(
    'medpack',
    'medpackHowItWorks',
    medpackHowItWorks,
    medpack.medpackHowItWorks,
    medpackHowItWorksEs,
  ),
  check(
    'pets',
    'petMedicationsPage',
    petMedicationsPage,
    pets.petMedicationsPage,
    petMedicationsPageEs,
  ),
  check('prices', 'bestPricesPage', bestPricesPage, prices.bestPricesPage, bestPricesPageEs),
];
