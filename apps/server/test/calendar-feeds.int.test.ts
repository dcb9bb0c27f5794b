import { PLATFORM_IDS, PLATFORM_NAMES, type PlatformId } from '@contest-tracker/contract';
import { eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contests } from '#server/db/schema';
import { parseIcs, wireProblems, type ParsedEvent } from './parse-ics';
import { TEST_NOW } from './test-stack';
import { syncAllOk, useStack } from './use-stack';

// Every platform, the opt-in ones too, synced once: the tests of this file only read (those that
// change the stored contests or the replay are in calendar-feed-changes.int.test.ts).
const t = useStack({
  emptyEachTest: false,
  env: { PLATFORMS: PLATFORM_IDS.join(',') },
  setUp: syncAllOk,
});

async function fetchIcs(path: string, headers: Record<string, string> = {}) {
  const response = await t.stack.get(path, headers);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const source = await response.text();
  expect(wireProblems(source)).toEqual([]);
  return { response, source, calendar: parseIcs(source) };
}

const eventOf = (events: ParsedEvent[], contestId: string) =>
  events.find((event) => event.uid === `${contestId}@contest-tracker.local`);

// 30 days before 00:00 UTC of the test's day.
const WINDOW_START = new Date(Date.parse(TEST_NOW.slice(0, 10)) - 30 * 86_400_000);

describe('the public calendar feed', () => {
  it.each(PLATFORM_IDS.map((id) => [id]))(
    'gives each %s contest in the window as an RFC 5545 event, field by field',
    async (platform: PlatformId) => {
      const { response, calendar } = await fetchIcs(`/calendar/contests.ics?platforms=${platform}`);
      expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
      expect(calendar.name).toContain(PLATFORM_NAMES[platform]);
      expect(calendar.refreshInterval).toBe('PT1H');
      expect(calendar.publishedTtl).toBe('PT1H');

      const rows = await t.db.database.db
        .select()
        .from(contests)
        .where(eq(contests.platform, platform));
      const expected = rows.filter((row) => row.endsAt > WINDOW_START);
      expect(expected.length).toBeGreaterThan(0);
      expect(calendar.events).toHaveLength(expected.length);
      for (const row of expected) {
        const event = eventOf(calendar.events, row.id);
        expect(event, row.id).toMatchObject({
          sequence: 0,
          start: row.startsAt.toISOString(),
          end: row.endsAt.toISOString(),
          utc: true,
          summary: row.title,
          url: row.url,
          categories: [PLATFORM_NAMES[platform]],
          alarms: [],
        });
        expect(event?.description).toContain(row.url);
        // Whole seconds of the row's last change: never the moment of the request.
        const changed = Math.floor(row.updatedAt.getTime() / 1000) * 1000;
        expect(event?.dtstamp).toBe(new Date(changed).toISOString());
        expect(event?.lastModified).toBe(new Date(changed).toISOString());
      }
    },
  );

  it('holds every platform when unfiltered, and nothing that ended before the window', async () => {
    const { calendar } = await fetchIcs('/calendar/contests.ics');
    const inWindow = await t.db.database.db
      .select({ id: contests.id })
      .from(contests)
      .where(gt(contests.endsAt, WINDOW_START));
    expect(calendar.events.map((event) => event.uid).sort()).toEqual(
      inWindow.map((row) => `${row.id}@contest-tracker.local`).sort(),
    );
    expect(new Set(calendar.events.flatMap((event) => event.categories))).toEqual(
      new Set(PLATFORM_IDS.map((id) => PLATFORM_NAMES[id])),
    );
  });

  it('adds a DISPLAY alarm at the chosen lead time', async () => {
    const { calendar } = await fetchIcs('/calendar/contests.ics?platforms=codechef&alarm=60');
    expect(calendar.events.length).toBeGreaterThan(0);
    for (const event of calendar.events) {
      expect(event.alarms).toEqual([{ action: 'DISPLAY', triggerSeconds: -3600 }]);
    }
  });

  it.each([
    ['platforms=topcoder', 'platforms'],
    ['alarm=7', 'alarm'],
    ['alarm=soon', 'alarm'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await t.stack.get(`/calendar/contests.ics?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(new RegExp(`^${field}: `));
  });
});

describe('one contest as .ics', () => {
  it('answers an unknown contest as an unknown path', async () => {
    const unknown = await t.stack.get('/calendar/contests/codechef-NOPE.ics');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });
});
