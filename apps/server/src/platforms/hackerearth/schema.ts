import { z } from 'zod';
import { rowsOf } from '#server/platforms/parse-rows';

/**
 * One event of `/chrome-extension/events/`, the fields the open-source trackers read (fixtures
 * PROVENANCE.md): `title`, `url` (its last segment is clist's key), `challenge_type`, and
 * `start_tz`/`end_tz`, IST times written with their offset (`2025-04-18 21:30:00+05:30`).
 */
const zoned = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);

const hackerearthEventSchema = z.object({
  title: z.string(),
  url: z.string(),
  challenge_type: z.string(),
  start_tz: zoned,
  end_tz: zoned,
});
export type HackerearthEvent = z.infer<typeof hackerearthEventSchema>;

export const hackerearthBodySchema = z.object({ response: rowsOf(hackerearthEventSchema) });
export type HackerearthBody = z.infer<typeof hackerearthBodySchema>;
