import { z } from 'zod';
import { IST_MINUTES, wallTimeAt } from './wall-time';

/**
 * The instants any upstream time may name: every platform's history starts after 2000, and a time
 * past 2100 is a broken answer (`ratingUpdateTimeSeconds: 9e12`), whose Date would throw a
 * RangeError the moment it is written. Fixed bounds, not "now ± n", so a row reads the same on
 * every day.
 */
const EARLIEST_MS = Date.UTC(2000, 0, 1);
const LATEST_MS = Date.UTC(2100, 0, 1);

const isSaneInstant = (ms: number) => Number.isFinite(ms) && ms >= EARLIEST_MS && ms < LATEST_MS;

const OUT_OF_RANGE = { message: 'time not between 2000 and 2100' };

/** Whole unix seconds in the sane range. */
export const saneSeconds = z
  .number()
  .int()
  .refine((seconds) => isSaneInstant(seconds * 1000), OUT_OF_RANGE);

/** An ISO 8601 time with its offset, in the sane range. */
export const saneIsoTime = z.iso
  .datetime({ offset: true })
  .refine((text) => isSaneInstant(Date.parse(text)), OUT_OF_RANGE);

/** `2025-03-12 22:00:06`, India time: a day and hour that exist, in the sane range. */
export const saneIstWallTime = z
  .string()
  .refine((text) => isSaneInstant(wallTimeAt(text, IST_MINUTES).getTime()), OUT_OF_RANGE);
