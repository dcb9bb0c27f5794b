import { z } from 'zod';
import { PLATFORM_IDS } from './platform-list';

/** One series a user hid: `seriesKey` is what lists compare, `title` what /profile shows. */
export const hiddenSeriesSchema = z.object({
  platform: z.enum(PLATFORM_IDS),
  seriesKey: z.string(),
  /** The series' name as it read when hidden: 'Codeforces Round (Div. 4)', 'Starters'. */
  title: z.string(),
  /** ISO 8601, UTC. */
  hiddenAt: z.iso.datetime(),
});
export type HiddenSeries = z.infer<typeof hiddenSeriesSchema>;

/** `GET /user/hidden-series`: the user's hidden series, most recently hidden first. */
export const hiddenSeriesResponseSchema = z.object({ hiddenSeries: z.array(hiddenSeriesSchema) });
export type HiddenSeriesResponse = z.infer<typeof hiddenSeriesResponseSchema>;

/** `POST /user/hidden-series`: hides the series the contest belongs to; idempotent. */
export const hideSeriesBodySchema = z.object({ contestId: z.string().trim().min(1).max(200) });
export type HideSeriesBody = z.infer<typeof hideSeriesBodySchema>;

// A key is at most a title's words (titles are at most 300 characters) after its platform.
const key = z.string().trim().min(1).max(320);

/** `DELETE /user/hidden-series/:key`: the `seriesKey` as listed (URL-encoded); idempotent. */
export const seriesKeyParamsSchema = z.object({ key });

/** `DELETE /user/hidden-series` with `{ seriesKey }`: the same, for keys too long for a path. */
export const unhideSeriesBodySchema = z.object({ seriesKey: key });
