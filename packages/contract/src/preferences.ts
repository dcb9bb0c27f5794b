import { z } from 'zod';
import { CONTEST_LENGTHS } from './contest-length';
import { CONTEST_VIEWS } from './contest-view';
import { PLATFORM_IDS } from './platform-list';

/** `GET /user/preferences`: every preference of the user. */
export const allPreferencesSchema = z.object({
  hideSolutionLinks: z.boolean(),
  platforms: z.array(z.enum(PLATFORM_IDS)).nullable(),
  length: z.enum(CONTEST_LENGTHS),
  view: z.enum(CONTEST_VIEWS),
});
export type AllPreferences = z.infer<typeof allPreferencesSchema>;

/**
 * `PUT /user/preferences`: the filters and view, and `hideSolutionLinks` when given. Platforms are
 * ids of the contract's list, kept in its order without repeats; an empty list means every one.
 */
export const putPreferencesBodySchema = z.object({
  platforms: z
    .array(z.enum(PLATFORM_IDS, { error: `must be one of ${PLATFORM_IDS.join(', ')}` }))
    .max(PLATFORM_IDS.length * 2)
    .nullable()
    .transform((ids) => {
      if (ids === null) return null;
      const chosen = PLATFORM_IDS.filter((id) => ids.includes(id));
      return chosen.length > 0 ? chosen : null;
    }),
  length: z.enum(CONTEST_LENGTHS, { error: `must be one of ${CONTEST_LENGTHS.join(', ')}` }),
  view: z.enum(CONTEST_VIEWS, { error: `must be one of ${CONTEST_VIEWS.join(', ')}` }),
  hideSolutionLinks: z.boolean().optional(),
});
export type PutPreferences = z.output<typeof putPreferencesBodySchema>;
