import { infoCard, nonEmpty, pageMeta, staffMember, teamMember } from 'shared-content/schemas';
import { z } from 'zod';

export const stat = z.object({ value: nonEmpty, label: nonEmpty });

/** The About page: the leaders work across the group, the staff at one pharmacy each. */
export const aboutPage = pageMeta.extend({
  historyTitle: nonEmpty,
  history: z.array(nonEmpty).min(2),
  statsTitle: nonEmpty,
  stats: z.array(stat).length(4),
  valuesTitle: nonEmpty,
  values: z.array(infoCard).length(3),
  leadershipTitle: nonEmpty,
  leadership: z.array(teamMember).min(2),
  staffTitle: nonEmpty,
  staffIntro: nonEmpty,
  staff: z.array(staffMember).min(4),
  missionTitle: nonEmpty,
  mission: nonEmpty,
});

export type AboutPageText = z.infer<typeof aboutPage>;
