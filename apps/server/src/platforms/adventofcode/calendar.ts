import type { NormalizedContest } from '#server/domain/contest';

/**
 * Advent of Code's calendar, which is a rule rather than a list (fixtures PROVENANCE.md): since
 * 2015 a puzzle unlocks each day of December from the 1st at midnight EST (05:00 UTC, the site's
 * about page), 25 of them up to 2024 and 12 from 2025 on (announced 2025-10-22).
 */
const FIRST_YEAR = 2015;
const TWELVE_DAYS_FROM = 2025;
const DAY_MS = 24 * 3_600_000;

export const daysIn = (year: number) => (year >= TWELVE_DAYS_FROM ? 12 : 25);

/** Midnight EST on that day of December, whatever the season of the viewer. */
const unlockAt = (year: number, day: number) => new Date(Date.UTC(year, 11, day, 5));

/**
 * The season under way or last finished (the one whose first puzzle unlocked last), and the next:
 * always one season to look back on and one to look forward to, never two a year apart ahead.
 */
export function seasonsAround(now: Date): number[] {
  const year = now.getUTCFullYear();
  const current = now.getTime() >= unlockAt(year, 1).getTime() ? year : year - 1;
  return [current, current + 1].filter((season) => season >= FIRST_YEAR);
}

/**
 * Each day one contest of one series ('Advent of Code 2025, Day 3': the series' name is the title
 * without its numbers). It is 'Live' for the 24 hours until the next puzzle unlocks, as clist
 * lists each day: the puzzle stays open for years, but after those hours it is no longer the
 * day's puzzle, and a contest open for years would sit among the running ones all year.
 */
export function adventDay(year: number, day: number): NormalizedContest {
  return {
    platform: 'adventofcode',
    externalId: `${year}-day-${day}`,
    title: `Advent of Code ${year}, Day ${day}`,
    url: `https://adventofcode.com/${year}/day/${day}`,
    startsAt: unlockAt(year, day),
    durationMinutes: DAY_MS / 60_000,
  };
}

export function adventContests(now: Date): NormalizedContest[] {
  return seasonsAround(now).flatMap((year) =>
    Array.from({ length: daysIn(year) }, (_, i) => adventDay(year, i + 1)),
  );
}
