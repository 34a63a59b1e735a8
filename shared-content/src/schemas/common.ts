import { z } from 'zod';

/** 24-hour clock time, "HH:MM". */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM (24 h)');

export const timeRange = z
  .object({ opens: clockTime, closes: clockTime })
  .refine((range) => range.opens < range.closes, 'opens must be before closes');

/** Opening hours as the site shows them: weekdays, Saturday, Sunday; null when closed. */
export const openingHours = z.object({
  weekdays: timeRange.nullable(),
  saturday: timeRange.nullable(),
  sunday: timeRange.nullable(),
});

export const phoneNumber = z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'expected (NNN) NNN-NNNN');

export const nonEmpty = z.string().trim().min(1);

export type TimeRange = z.infer<typeof timeRange>;
export type OpeningHours = z.infer<typeof openingHours>;
