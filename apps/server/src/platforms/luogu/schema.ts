import { z } from 'zod';
import { rowsOf } from '#server/platforms/parse-rows';

/**
 * One contest of `/contest/list?_contentOnly=1`: `id`, `name` (often Chinese, kept as written),
 * and `startTime`/`endTime` in Unix seconds. The other fields (`ruleType`, `host`, …) are left
 * unread. Shapes from 0f-0b/luogu-api-docs (`Contest`, `List`, `DataResponse`; fixtures
 * PROVENANCE.md).
 */
const luoguContestSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  startTime: z.number().int(),
  endTime: z.number().int(),
});
export type LuoguContest = z.infer<typeof luoguContestSchema>;

/**
 * The documented `List<T>`: `result` is an array, or an object keyed by index (PHP writes an array
 * with gaps that way); either is read in index order.
 */
const resultSchema = z
  .union([
    z.array(z.unknown()),
    z.record(z.string().regex(/^\d+$/), z.unknown()).transform((byIndex) =>
      Object.entries(byIndex)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, row]) => row),
    ),
  ])
  .pipe(rowsOf(luoguContestSchema));

export const luoguBodySchema = z.object({
  currentData: z.object({
    contests: z.object({ result: resultSchema }),
  }),
});
export type LuoguBody = z.infer<typeof luoguBodySchema>;
