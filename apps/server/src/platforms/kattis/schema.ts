import { z } from 'zod';

/**
 * A time as the contests page writes it: `2024-11-24 10:00 UTC`. A time without its zone is
 * refused (the row is dropped and counted): the page writes the reader's zone, and guessing it
 * would misplace the contest by hours.
 */
export const KATTIS_TIME =
  /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})(?::(\d{2}))? ?(UTC|GMT|Z|CET|CEST|[+-]\d{2}:?\d{2})$/;

/** `05:00:00`; a contest of two days is `48:00:00`. */
export const KATTIS_LENGTH = /^(\d{1,4}):([0-5]\d):([0-5]\d)$/;

/** `/contests/nwerc24open` (or the whole address): the contest's key is its last segment. */
const CONTEST_LINK = /^(?:https:\/\/open\.kattis\.com)?\/contests\/([A-Za-z0-9_-]{1,64})\/?$/;

export const kattisRowSchema = z
  .object({
    section: z.enum(['ongoing', 'upcoming', 'past']),
    link: z.string().regex(CONTEST_LINK),
    title: z.string().min(1),
    length: z.string().regex(KATTIS_LENGTH),
    time: z.string().regex(KATTIS_TIME),
  })
  .transform(({ link, ...row }) => ({ ...row, id: CONTEST_LINK.exec(link)?.[1] ?? '' }));
export type KattisRow = z.output<typeof kattisRowSchema>;
