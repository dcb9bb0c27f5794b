import { z } from 'zod';
import { wholeNumber } from './queries';

import { PRACTICE_PLATFORMS } from './practice-platforms';

export { PRACTICE_PLATFORMS, type PracticePlatform } from './practice-platforms';
export const practicePlatformSchema = z.enum(PRACTICE_PLATFORMS);

/** Solve chance about 80 %, 50 %, 20 % (AtCoder Problems' Easy, Moderate, Difficult). */
export const PRACTICE_BANDS = ['easy', 'medium', 'hard'] as const;
export const practiceBandSchema = z.enum(PRACTICE_BANDS);

/** `GET /user/recommendations?platform=&band=&count=&tags=` */
export const recommendationsQuerySchema = z.object({
  platform: practicePlatformSchema,
  band: practiceBandSchema.default('medium'),
  count: wholeNumber(1, 50, 10),
  /** Comma-separated; a problem is picked when it has every one of them. */
  tags: z
    .string()
    .max(300)
    .optional()
    .transform((raw) =>
      (raw ?? '')
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter((tag) => tag.length > 0),
    ),
});

export const recommendedProblemSchema = z.object({
  /** The platform's own problem id: `1459B`, `abc138_d`, a LeetCode problem's slug. */
  id: z.string(),
  name: z.string(),
  url: z.string(),
  /** The platform's own contest id. */
  contestId: z.string(),
  difficulty: z.number().int().nullable(),
  tags: z.array(z.string()),
  /** Predicted chance of solving it, 0–1. */
  solveChance: z.number(),
});

export const recommendationsResponseSchema = z.object({
  platform: practicePlatformSchema,
  /** The rating the chances are for: the handle's latest; null before its first rated contest. */
  rating: z.number().int().nullable(),
  problems: z.array(recommendedProblemSchema),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;
export type RecommendedProblem = z.infer<typeof recommendedProblemSchema>;

/** `POST /user/recommendations/skip`: 'Not now', hidden for 30 days. */
export const skipRecommendationBodySchema = z.object({
  platform: practicePlatformSchema,
  problemId: z.string().trim().min(1).max(200),
});
export type SkipRecommendationBody = z.infer<typeof skipRecommendationBodySchema>;
