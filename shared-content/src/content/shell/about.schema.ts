import { z } from 'zod';
import { nonEmpty } from '../../schemas/common';
import { locationId } from '../../schemas/locations';

export const stat = z.object({ value: nonEmpty, label: nonEmpty });

export const titledText = z.object({ title: nonEmpty, description: nonEmpty });

/** A person of the sample team: a fictional name, never a real person's. */
export const teamMember = z.object({
  name: nonEmpty,
  role: nonEmpty,
  bio: nonEmpty.optional(),
  /** The pharmacy they work at; leaders work across the group. */
  locationId: locationId.optional(),
});

export const aboutPage = z.object({
  title: nonEmpty,
  description: z.string().min(50).max(160),
  heading: nonEmpty,
  lead: nonEmpty,
  historyTitle: nonEmpty,
  history: z.array(nonEmpty).min(2),
  statsTitle: nonEmpty,
  stats: z.array(stat).length(4),
  valuesTitle: nonEmpty,
  values: z.array(titledText).length(3),
  leadershipTitle: nonEmpty,
  leadership: z.array(teamMember.required({ bio: true })).min(2),
  staffTitle: nonEmpty,
  staffIntro: nonEmpty,
  staff: z.array(teamMember.required({ locationId: true })).min(4),
  missionTitle: nonEmpty,
  mission: nonEmpty,
});

export type Stat = z.infer<typeof stat>;
export type TitledText = z.infer<typeof titledText>;
export type TeamMember = z.infer<typeof teamMember>;
export type AboutPageText = z.infer<typeof aboutPage>;
