export const PLATFORM_IDS = ['codeforces', 'leetcode', 'codechef', 'atcoder'] as const;
export type PlatformId = (typeof PLATFORM_IDS)[number];

/** The display names the first client used as the contest `type`. */
export const PLATFORM_NAMES = {
  codeforces: 'Codeforces',
  leetcode: 'LeetCode',
  codechef: 'CodeChef',
  atcoder: 'AtCoder',
} as const satisfies Record<PlatformId, string>;
export type PlatformName = (typeof PLATFORM_NAMES)[PlatformId];

/** Accepts an id or a display name in any case: `codechef`, `CodeChef`, `CODECHEF`. */
export function parsePlatform(value: string): PlatformId | undefined {
  const lower = value.trim().toLowerCase();
  return PLATFORM_IDS.find((id) => id === lower);
}
