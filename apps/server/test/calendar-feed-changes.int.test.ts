import { PLATFORM_IDS } from '@contest-tracker/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { upsertContests } from '#server/db/contests-repository';
import { contests } from '#server/db/schema';
import type { NormalizedContest } from '#server/domain/contest';
import { parseIcs, wireProblems, type ParsedEvent } from './parse-ics';
import { syncAllOk, useStack } from './use-stack';

// Every platform, the opt-in ones too, synced anew for each test: these change the stored
// contests or the replay's answers.
const t = useStack({
  server: 'per-test',
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

describe('the public calendar feed as its contests change', () => {
  it('gives the same bytes on a re-fetch and after an unchanged re-sync, and 304 for the ETag', async () => {
    const first = await fetchIcs('/calendar/contests.ics?platforms=codechef,leetcode');
    const etag = first.response.headers.get('etag');
    expect(etag).toBeTruthy();
    await syncAllOk(t.stack);
    const second = await fetchIcs('/calendar/contests.ics?platforms=leetcode,codechef');
    expect(second.source).toBe(first.source);
    expect(second.response.headers.get('etag')).toBe(etag);
    const again = await t.stack.get('/calendar/contests.ics?platforms=codechef,leetcode', {
      'if-none-match': etag ?? '',
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('updates a renamed round in place: same UID, SEQUENCE one higher', async () => {
    await t.db.reset();
    t.stack.replay.useSample('codechef', 'codechefMar16');
    await syncAllOk(t.stack);
    const before = eventOf(
      (await fetchIcs('/calendar/contests.ics?platforms=codechef')).calendar.events,
      'codechef-START178',
    );
    expect(before).toMatchObject({ summary: 'Starters 178', sequence: 0 });

    t.stack.replay.useSample('codechef', 'codechef');
    await syncAllOk(t.stack);
    const after = await fetchIcs('/calendar/contests.ics?platforms=codechef');
    const renamed = eventOf(after.calendar.events, 'codechef-START178');
    expect(renamed).toMatchObject({ summary: 'Starters 178 (Rated till 6 star)', sequence: 1 });
    expect(Date.parse(renamed?.end ?? '') - Date.parse(before?.end ?? '')).toBe(15 * 60_000);
    expect(
      after.calendar.events.filter((e) => e.uid.startsWith('codechef-START178@')),
    ).toHaveLength(1);

    await syncAllOk(t.stack);
    const unchanged = await fetchIcs('/calendar/contests.ics?platforms=codechef');
    expect(unchanged.source).toBe(after.source);
  });

  it('keeps a contest the platform no longer lists (never deleted from a feed)', async () => {
    t.stack.replay.useSample('codechef', 'codechefWithoutStart178');
    await syncAllOk(t.stack);
    const { calendar } = await fetchIcs('/calendar/contests.ics?platforms=codechef');
    expect(eventOf(calendar.events, 'codechef-START178')).toMatchObject({
      summary: 'Starters 178 (Rated till 6 star)',
    });
    const single = await t.stack.get('/calendar/contests/codechef-START178.ics');
    expect(single.status).toBe(200);
  });
});

describe('the revision behind SEQUENCE', () => {
  const round: NormalizedContest = {
    platform: 'codeforces',
    externalId: '999999',
    title: 'Test Round',
    url: 'https://codeforces.com/contest/999999',
    startsAt: new Date('2026-03-10T14:35:00Z'),
    durationMinutes: 120,
  };
  const sequence = async () =>
    eventOf(
      (await fetchIcs('/calendar/contests/codeforces-999999.ics')).calendar.events,
      'codeforces-999999',
    )?.sequence;

  it('grows by one when the start moves, and not for an unchanged row or a new link alone', async () => {
    const { db } = t.db.database;
    await upsertContests(db, [round]);
    expect(await sequence()).toBe(0);
    await upsertContests(db, [{ ...round, startsAt: new Date('2026-03-11T14:35:00Z') }]);
    expect(await sequence()).toBe(1);
    await upsertContests(db, [{ ...round, startsAt: new Date('2026-03-11T14:35:00Z') }]);
    expect(await sequence()).toBe(1);
    await upsertContests(db, [
      { ...round, startsAt: new Date('2026-03-11T14:35:00Z'), url: 'https://codeforces.com/c/1' },
    ]);
    expect(await sequence()).toBe(1);
    await upsertContests(db, [
      { ...round, startsAt: new Date('2026-03-11T14:35:00Z'), durationMinutes: 150 },
    ]);
    expect(await sequence()).toBe(2);
  });
});

describe('one contest as .ics', () => {
  it('downloads one event with the solution link in its description', async () => {
    const [finished] = await t.db.database.db
      .select()
      .from(contests)
      .where(eq(contests.id, 'codechef-START177'));
    expect(finished).toBeDefined();
    await t.db.database.db
      .update(contests)
      .set({ videoSolution: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })
      .where(eq(contests.id, 'codechef-START177'));
    const { response, calendar } = await fetchIcs('/calendar/contests/codechef-START177.ics');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="codechef-START177.ics"',
    );
    expect(calendar.events).toHaveLength(1);
    expect(calendar.events[0]).toMatchObject({
      uid: 'codechef-START177@contest-tracker.local',
      summary: finished?.title,
      start: finished?.startsAt.toISOString(),
      categories: ['CodeChef'],
    });
    expect(calendar.events[0]?.description).toContain(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(calendar.events[0]?.description).toContain(finished?.url);
  });

  it('carries a 200-character title with commas, semicolons, newlines and emoji intact', async () => {
    const long = `Round 1, Div. 2; "Final"\nline two 🏆🚀 ${'ü, ;🎉'.repeat(40)}`;
    // 200 characters (code points), so no emoji is cut in half.
    const title = Array.from(long).slice(0, 200).join('');
    expect(Array.from(title)).toHaveLength(200);
    await t.db.database.db
      .update(contests)
      .set({ title })
      .where(eq(contests.id, 'codechef-START177'));
    const { source, calendar } = await fetchIcs('/calendar/contests/codechef-START177.ics');
    expect(source).toContain('\\,');
    expect(calendar.events[0]?.summary).toBe(title);
  });
});
