// The worked example of `pnpm new:island mf-medpack AgeFilter --filter`: its one use on
// /pet-medications, as the command's "Use it" says. Shared by the scaffold test
// (scripts/new-island.scaffold.test.ts) and the browser test (tests/e2e/new-island.spec.ts).

/**
 * mf-medpack's section.ts with the page declaring the island's query parameter (step 1).
 * @param {string} section
 */
export const declareAgeFilterParam = (section) =>
  section
    .replace(
      "import { sectionTexts } from './texts';",
      "import { ageFilterParams } from './filters/AgeFilter';\nimport { sectionTexts } from './texts';",
    )
    .replace("texts: 'pets',", "texts: 'pets',\n      queryParams: ageFilterParams,");

/**
 * PetMedications.tsx showing the island (step 2).
 * @param {string} page
 */
export const useAgeFilter = (page) =>
  page
    .replace(
      "import { useContent } from '../texts';",
      "import AgeFilter from '../islands/AgeFilter';\nimport { useContent } from '../texts';",
    )
    .replace(
      '<ActionRow>',
      `<AgeFilter
        page="/pet-medications"
        labels={{ filter: 'Age group', all: 'All ages', submit: 'Show', shown: 'shown' }}
        options={[{ value: 'first', label: 'Puppies' }, { value: 'second', label: 'Grown dogs' }]}
        items={[{ id: 'a', label: 'Chewable wormer', value: 'first' }, { id: 'b', label: 'Joint support', value: 'second' }]}
      />
      <ActionRow>`,
    );
