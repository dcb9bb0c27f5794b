import type { PlatformId } from '@contest-tracker/contract/pure';

/** A rank of a platform: from this rating up to the next band's. */
export interface RatingBand {
  from: number;
  name: string;
  /** The platform's own colour for it, drawn faint behind the line. */
  colour: string;
}

/**
 * The platforms' published ranks. LeetCode has none by rating (its Knight and Guardian badges
 * are by percentile), so its chart draws no bands.
 */
const BANDS: Partial<Record<PlatformId, readonly RatingBand[]>> = {
  // codeforces.com/blog/entry/68288: the ranks since 2019.
  codeforces: [
    { from: -Infinity, name: 'Newbie', colour: '#808080' },
    { from: 1200, name: 'Pupil', colour: '#008000' },
    { from: 1400, name: 'Specialist', colour: '#03a89e' },
    { from: 1600, name: 'Expert', colour: '#0000ff' },
    { from: 1900, name: 'Candidate Master', colour: '#aa00aa' },
    { from: 2100, name: 'Master', colour: '#ff8c00' },
    { from: 2300, name: 'International Master', colour: '#ff8c00' },
    { from: 2400, name: 'Grandmaster', colour: '#ff0000' },
    { from: 2600, name: 'International Grandmaster', colour: '#ff0000' },
    { from: 3000, name: 'Legendary Grandmaster', colour: '#ff0000' },
  ],
  // AtCoder's colours, every 400.
  atcoder: [
    { from: -Infinity, name: 'Gray', colour: '#808080' },
    { from: 400, name: 'Brown', colour: '#804000' },
    { from: 800, name: 'Green', colour: '#008000' },
    { from: 1200, name: 'Cyan', colour: '#00c0c0' },
    { from: 1600, name: 'Blue', colour: '#0000ff' },
    { from: 2000, name: 'Yellow', colour: '#c0c000' },
    { from: 2400, name: 'Orange', colour: '#ff8000' },
    { from: 2800, name: 'Red', colour: '#ff0000' },
  ],
  // CodeChef's stars.
  codechef: [
    { from: -Infinity, name: '1★', colour: '#666666' },
    { from: 1400, name: '2★', colour: '#1e7d22' },
    { from: 1600, name: '3★', colour: '#3366cc' },
    { from: 1800, name: '4★', colour: '#684273' },
    { from: 2000, name: '5★', colour: '#ffbf00' },
    { from: 2200, name: '6★', colour: '#ff7f00' },
    { from: 2500, name: '7★', colour: '#d0011b' },
  ],
};

export function ratingBands(platform: PlatformId): readonly RatingBand[] {
  return BANDS[platform] ?? [];
}

/** The band a rating falls in, if the platform has bands. */
export function bandOf(bands: readonly RatingBand[], rating: number): RatingBand | undefined {
  return bands.findLast((band) => rating >= band.from);
}
