/** This section's content checks, run by `pnpm validate:content` (see `ContentChecksModule`). */
import { checksIn } from 'shared-content/validation';
import { medpackHowItWorks, medpackPage } from './medpack';
import * as medpack from './medpack.schema';
import { petMedicationsPage } from './pets';
import * as pets from './pets.schema';
import { bestPricesPage } from './prices';
import * as prices from './prices.schema';

const check = checksIn('mf-medpack/src/content');

export const contentChecks = [
  check('medpack', 'medpackPage', medpackPage, medpack.medpackPage),
  check('medpack', 'medpackHowItWorks', medpackHowItWorks, medpack.medpackHowItWorks),
  check('pets', 'petMedicationsPage', petMedicationsPage, pets.petMedicationsPage),
  check('prices', 'bestPricesPage', bestPricesPage, prices.bestPricesPage),
];
