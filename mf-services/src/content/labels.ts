import type { SectionLabels } from './labels.schema';

/** The words this section's components write around the content (`labels.schema.ts`). */
export const sectionLabels: SectionLabels = {
  offerDuration: 'for {minutes} minutes',
  callLocation: 'Call {name} at {phone}',
  locationDetails: '{name} details',
  hoursCaption: 'Opening hours',
  legalContact: { email: 'E-mail:', phone: 'Phone:', mail: 'Mail:' },
  legalDateLabels: { 'Last updated': 'Last updated', Effective: 'Effective' },
};
