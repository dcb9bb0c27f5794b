import { PLATFORM_LIST } from './platform-entries';

export { PLATFORM_LIST };

type Entry = (typeof PLATFORM_LIST)[number];
export type PlatformId = Entry['id'];
export type PlatformName = Entry['name'];

export const PLATFORM_IDS = PLATFORM_LIST.map((p) => p.id) as [PlatformId, ...PlatformId[]];

/** The display names the first client used as the contest `type`. */
export const PLATFORM_NAMES = Object.fromEntries(PLATFORM_LIST.map((p) => [p.id, p.name])) as {
  readonly [P in Entry as P['id']]: P['name'];
};

export const PLATFORM_DISPLAY_NAMES = PLATFORM_LIST.map((p) => p.name) as [
  PlatformName,
  ...PlatformName[],
];

/** The card's gradient by platform id (a platform this build does not know has none). */
export const PLATFORM_GRADIENTS: Readonly<Record<string, string>> = Object.fromEntries(
  PLATFORM_LIST.map((p) => [p.id, p.gradient]),
);

/**
 * A platform id in any case (codechef, CODECHEF), as URLs and query strings carry it. Not a
 * display name: 'Codeforces Gym' is the id cfgym, and code that holds a contest compares its
 * `platform`.
 */
export function parsePlatform(value: string): PlatformId | undefined {
  const lower = value.trim().toLowerCase();
  return PLATFORM_IDS.find((id) => id === lower);
}
