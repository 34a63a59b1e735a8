import type { InfoItem } from './medpack.schema';

/**
 * The facts of `/pet-medications` that are not text: the example drugs of each category
 * (drug names stay as they are in every language) and the transfer page. `pets.ts` and
 * `pets.es.ts` both read them here.
 */
export const petsFacts = {
  transferHref: '/services/transfers',
} as const;

/** Example drugs, by category, in the order the page shows the categories. */
const categoryMedications = [
  ['Carprofen', 'Meloxicam', 'Gabapentin'],
  ['Amoxicillin', 'Cephalexin', 'Doxycycline'],
  ['Enalapril', 'Pimobendan', 'Furosemide'],
  ['Levothyroxine', 'Methimazole', 'Prednisolone'],
  ['Cetirizine', 'Hydroxyzine', 'Diphenhydramine'],
  ['Fluoxetine', 'Trazodone', 'Phenobarbital'],
] as const;

/** The categories: one language's title and description with each category's drugs. */
export function petCategories(texts: readonly Pick<InfoItem, 'title' | 'description'>[]) {
  if (texts.length !== categoryMedications.length) {
    throw new Error(`pets has ${categoryMedications.length} categories, not ${texts.length}`);
  }
  return texts.map((text, index) => {
    const medications = categoryMedications[index];
    if (!medications) throw new Error(`pets has no category ${index}`);
    return { ...text, medications: [...medications] };
  });
}
