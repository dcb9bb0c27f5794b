export const CONTEST_LENGTHS = ['any', 'short', 'long'] as const;
export type ContestLength = (typeof CONTEST_LENGTHS)[number];

/** 'Up to 3 hours': the usual rounds; anything longer is a marathon or long challenge. */
export const SHORT_CONTEST_MAX_MINUTES = 180;

export const CONTEST_LENGTH_LABELS = {
  any: 'Any length',
  short: 'Up to 3 hours',
  long: 'Longer',
} as const satisfies Record<ContestLength, string>;

export function matchesLength(durationMinutes: number, length: ContestLength): boolean {
  if (length === 'short') return durationMinutes <= SHORT_CONTEST_MAX_MINUTES;
  if (length === 'long') return durationMinutes > SHORT_CONTEST_MAX_MINUTES;
  return true;
}
