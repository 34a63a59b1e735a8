import type { TeamMember } from 'shared-content/schemas';

// The /about page's facts, without a word of text: both languages (`about.ts`,
// `about.es.ts`) import them, so neither imports the other and each page chunk holds
// one language.

/** The figures of "By the Numbers" that read the same in both languages. */
export const aboutStats = { years: '14+', satisfaction: '99%' } as const;

/**
 * The leaders' names, in the order the page shows them. SAMPLE DATA: fictional names
 * standing in for the real team, to be replaced by the owner; no name is a real person's.
 */
export const leaderNames = {
  founder: 'Marian Kessler',
  operations: 'Tobias Renner',
  specialty: 'Lena Castellano',
} as const satisfies Record<string, TeamMember['name']>;
