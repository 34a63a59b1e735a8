/** The site-wide facts' content checks (see `ContentChecksModule`). */
import { z } from 'zod';
import { openingHours } from '../schemas/common';
import { location, locationId, postalAddress } from '../schemas/locations';
import { siteTextSchema } from '../schemas/siteText';
import { checksIn } from '../validation/check';
import { alternateReadings, locations } from './locations';
import { factTexts, siteText } from './siteText';
import { siteText as siteTextEs } from './siteText.es';

const check = checksIn('shared-content/src/site');

export const contentChecks = [
  check('locations', 'locations', locations, z.array(location)),
  check(
    'locations',
    'alternateReadings',
    alternateReadings,
    z.object({
      detailPageHours: z.record(locationId, openingHours),
      specialtySomePages: openingHours,
      outpatientLakehurstAddress: postalAddress,
    }),
  ),
  // English with its facts' texts, as the Spanish carries them.
  check('siteText', 'siteText', { ...siteText, ...factTexts() }, siteTextSchema, siteTextEs),
];
