import { z } from 'zod';
import { BYTE_CAPS } from '#server/platforms/byte-caps';
import type { Clock } from '#server/lib/clock';
import { requestJson, type HttpClientOptions } from '#server/platforms/http-client';
import {
  createDailyCatalog,
  type CatalogProblem,
  type ProblemCatalog,
} from '#server/platforms/problem-catalog';

/** One row of zerotrac's `data.json` (PROVENANCE K): a contest problem's rating. */
const ratingRowSchema = z.object({
  Rating: z.number().positive(),
  Title: z.string(),
  TitleSlug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,150}$/),
  ContestSlug: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,150}$/),
});

/** The rated problems of a `data.json` body (rows of another shape left out). */
export function ratingsCatalog(body: unknown): CatalogProblem[] | undefined {
  const rows = z.array(z.unknown()).safeParse(body);
  if (!rows.success) return undefined;
  return rows.data.flatMap((item) => {
    const row = ratingRowSchema.safeParse(item);
    if (!row.success) return [];
    return [
      {
        id: row.data.TitleSlug,
        name: row.data.Title,
        contestId: row.data.ContestSlug,
        url: `https://leetcode.com/problems/${row.data.TitleSlug}/`,
        difficulty: Math.round(row.data.Rating),
        tags: [],
      },
    ];
  });
}

/** zerotrac's ratings (LEETCODE_RATINGS_BASE), once a day through LeetCode's gate. */
export function createLeetcodeRatings(deps: {
  baseUrl: string;
  http: HttpClientOptions;
  clock: Clock;
}): ProblemCatalog {
  return createDailyCatalog({
    clock: deps.clock,
    read: async (signal) =>
      ratingsCatalog(
        await requestJson(
          { url: `${deps.baseUrl}/data.json`, maxBytes: BYTE_CAPS.leetcodeRatings },
          deps.http,
          signal,
        ),
      ),
  });
}
