import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs, useStack } from './use-stack';
import { parseIcs, wireProblems } from './parse-ics';

let ada: string;
let bob: string;
const logLines: string[] = [];

// Every log line the server writes, at the most talkative level, lands in logLines.
const accounts = useStack({
  accounts: true,
  env: { LOG_LEVEL: 'trace' },
  logStream: { write: (line: string) => void logLines.push(line) },
});
beforeEach(async () => {
  const { stack, keys } = accounts;
  const report = await stack.server.syncNow();
  if (!report.ran) throw new Error('sync did not run');
  ada = await signInAs(stack, keys, { sub: 'ada', email: 'ada@example.com' });
  bob = await signInAs(stack, keys, { sub: 'bob', email: 'bob@example.com' });
});

const call = (method: string, path: string, token: string, json?: unknown) =>
  accounts.stack.request(method, path, { token, ...(json === undefined ? {} : { json }) });

async function newFeed(token: string): Promise<string> {
  const response = await call('POST', '/user/calendar/feed', token);
  expect(response.status).toBe(201);
  return ((await response.json()) as { feedPath: string }).feedPath;
}

async function feed(path: string) {
  const response = await accounts.stack.get(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(response.headers.get('cache-control')).toMatch(/^private/);
  const source = await response.text();
  expect(wireProblems(source)).toEqual([]);
  return { response, source, calendar: parseIcs(source) };
}

const uids = (events: { uid: string }[]) => events.map((event) => event.uid.split('@')[0]).sort();

describe('the personal calendar feed', () => {
  it('holds exactly its owner’s bookmarks, and shows a change on the next fetch', async () => {
    await call('POST', '/user/bookmarks', ada, { contestId: 'codechef-START178' });
    await call('POST', '/user/bookmarks', ada, { contestId: 'codechef-START179' });
    await call('POST', '/user/bookmarks', bob, { contestId: 'codechef-START177' });
    const adaFeed = await newFeed(ada);
    const bobFeed = await newFeed(bob);
    expect(adaFeed).toMatch(/^\/calendar\/u\/[A-Za-z0-9_-]{43}\.ics$/);

    expect(uids((await feed(adaFeed)).calendar.events)).toEqual([
      'codechef-START178',
      'codechef-START179',
    ]);
    expect(uids((await feed(bobFeed)).calendar.events)).toEqual(['codechef-START177']);

    await call('DELETE', '/user/bookmarks/codechef-START179', ada);
    await call('POST', '/user/bookmarks', ada, { contestId: 'codechef-START177' });
    expect(uids((await feed(adaFeed)).calendar.events)).toEqual([
      'codechef-START177',
      'codechef-START178',
    ]);
  });

  it('shows a round renamed by a sync on the next fetch', async () => {
    const { stack } = accounts;
    await call('POST', '/user/bookmarks', ada, { contestId: 'codechef-START178' });
    const path = await newFeed(ada);
    const summary = async () => (await feed(path)).calendar.events[0]?.summary;
    expect(await summary()).toBe('Starters 178 (Rated till 6 star)');
    stack.replay.useSample('codechef', 'codechefMar16');
    try {
      await stack.server.syncNow();
      expect(await summary()).toBe('Starters 178');
    } finally {
      stack.replay.useSample('codechef', 'codechef');
    }
  });

  it('answers an empty calendar, not a 404, while its owner has no bookmarks', async () => {
    const path = await newFeed(ada);
    expect((await feed(path)).calendar.events).toEqual([]);
  });

  it('reminds 30 minutes before by default, at the chosen lead time, or not at all', async () => {
    await call('POST', '/user/bookmarks', ada, { contestId: 'codechef-START179' });
    const path = await newFeed(ada);
    const settings = await call('GET', '/user/calendar', ada);
    expect(await settings.json()).toMatchObject({ reminderMinutes: 30, hasFeed: true });
    const alarmsNow = async () => (await feed(path)).calendar.events[0]?.alarms;
    expect(await alarmsNow()).toEqual([{ action: 'DISPLAY', triggerSeconds: -1800 }]);

    const set = await call('POST', '/user/calendar/reminder', ada, { reminderMinutes: 1440 });
    expect(set.status).toBe(200);
    expect(await alarmsNow()).toEqual([{ action: 'DISPLAY', triggerSeconds: -86_400 }]);
    await call('POST', '/user/calendar/reminder', ada, { reminderMinutes: null });
    expect(await alarmsNow()).toEqual([]);

    const bad = await call('POST', '/user/calendar/reminder', ada, { reminderMinutes: 10 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^reminderMinutes: /);
  });

  it('gives the same bytes and a 304 on an unchanged re-fetch', async () => {
    await call('POST', '/user/bookmarks', ada, { contestId: 'codechef-START178' });
    const path = await newFeed(ada);
    const first = await feed(path);
    const second = await feed(path);
    expect(second.source).toBe(first.source);
    const etag = first.response.headers.get('etag') ?? '';
    const cached = await accounts.stack.get(path, { 'if-none-match': etag });
    expect(cached.status).toBe(304);
  });

  it('answers a wrong or replaced secret exactly as an unknown path (no oracle)', async () => {
    const old = await newFeed(ada);
    const fresh = await newFeed(ada);
    expect(fresh).not.toBe(old);
    await feed(fresh);

    const shape = async (path: string) => {
      const response = await accounts.stack.get(path);
      const body = (await response.text()).replaceAll(path, '<path>');
      return { status: response.status, type: response.headers.get('content-type'), body };
    };
    const unknownPath = await shape('/calendar/nothing-here');
    expect(unknownPath.status).toBe(404);
    expect(await shape(old)).toEqual(unknownPath);
    expect(await shape(`/calendar/u/${'A'.repeat(43)}.ics`)).toEqual(unknownPath);
    expect(await shape('/calendar/u/short.ics')).toEqual(unknownPath);
  });

  it('needs a session to read, make or change feed settings', async () => {
    for (const [method, path] of [
      ['GET', '/user/calendar'],
      ['POST', '/user/calendar/feed'],
      ['POST', '/user/calendar/reminder'],
    ] as const) {
      expect((await accounts.stack.request(method, path)).status).toBe(401);
    }
  });

  it('never writes a feed secret to the log', async () => {
    logLines.length = 0;
    const old = await newFeed(ada);
    await feed(old);
    const fresh = await newFeed(ada);
    await accounts.stack.get(old);
    await feed(fresh);
    await accounts.stack.get(`${fresh}?x=${'y'.repeat(5000)}`);
    await accounts.stack.server.syncNow();
    // The capture works: the sync logged through it.
    expect(logLines.join('')).toMatch(/"level":30/);
    for (const path of [old, fresh]) {
      const secret = path.slice('/calendar/u/'.length, -'.ics'.length);
      expect(logLines.join('')).not.toContain(secret);
    }
  });
});
