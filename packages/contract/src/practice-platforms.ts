/** The platforms whose problems have a published difficulty (issue 50). */
export const PRACTICE_PLATFORMS = ['codeforces', 'atcoder', 'leetcode'] as const;
export type PracticePlatform = (typeof PRACTICE_PLATFORMS)[number];
