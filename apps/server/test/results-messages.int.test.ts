import type { Rule } from '@contest-tracker/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashSessionToken } from '#server/auth/session-token';
import { startCodeforcesRatingReplay } from './codeforces-rating-replay';
import { startFakeChatServices } from './fake-chat-services';
import { startTestStack, TEST_NOW, type TestStack } from './test-stack';
import { useStack } from './use-stack';

// Issue 49, point 3 (decision 059): after a round's standings are read, a user with a `results`
// rule who took part is told their rank and predicted change, once per channel and round; a
// second message only when the official change differs from that prediction.
const ROUND = { contestId: 1305, name: 'Ozon Tech Challenge 2020 (Div.1 + Div.2, Rated, Prizes!)' };
const PAGE = 'https://contests.example.org/contest/codeforces-1305';
let replay: Awaited<ReturnType<typeof startCodeforcesRatingReplay>>;
const chat = await startFakeChatServices();
beforeAll(async () => {
  replay = await startCodeforcesRatingReplay(ROUND);
});
afterAll(async () => {
  await replay.close();
  await chat.close();
});
const env: Record<string, string> = {
  get CODEFORCES_API_BASE() {
    return replay.base;
  },
  UPSTREAM_MIN_INTERVAL_MS: '0',
  DISCORD_API_BASE: chat.url,
  PUBLIC_URL: 'https://contests.example.org',
};
const it$ = useStack({ server: 'per-test', env });

const endsAt = new Date(new Date(TEST_NOW).getTime() - 30 * 60_000);

/** A signed-in user with a verified Codeforces handle (or none), following `follows`. */
async function user(name: string, handle: string | undefined, follows: string[] = []) {
  const db = it$.db.database.db;
  await db.execute(sql`insert into users (google_sub, email, name)
    values (${name}, ${`${name}@example.com`}, ${name})`);
  const expires = new Date(endsAt.getTime() + 30 * 86_400_000).toISOString();
  await db.execute(sql`insert into sessions (token_hash, user_id, expires_at)
    select ${hashSessionToken(`tok-${name}`)}, id, ${expires}::timestamptz from users where google_sub = ${name}`);
  if (handle) {
    await db.execute(sql`insert into user_handles (user_id, platform, handle, verified_at)
      select id, 'codeforces', ${handle}, ${endsAt.toISOString()}::timestamptz from users where google_sub = ${name}`);
  }
  for (const followed of follows) {
    await db.execute(sql`insert into user_following (user_id, platform, handle_key, handle)
      select id, 'codeforces', ${followed.toLowerCase()}, ${followed} from users where google_sub = ${name}`);
  }
  return `tok-${name}`;
}

const call = async (method: string, path: string, token: string, json?: unknown) => {
  const response = await it$.stack.request(method, path, { token, json });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** A Discord channel whose posts arrive at the fake as webhook `webhookId`, with this rule. */
async function resultsChannel(token: string, webhookId: string, includeFollowing: boolean) {
  const created = await call('POST', '/user/notifications/channels', token, {
    kind: 'discord',
    webhookUrl: `https://discord.com/api/webhooks/${webhookId}/secret-token_${webhookId}`,
  });
  expect(created.status).toBe(201);
  const channelId = (created.body.channel as { id: string }).id;
  const rules: Rule[] = [{ scope: 'results', channelIds: [channelId], includeFollowing }];
  const saved = await call('PUT', '/user/notifications/rules', token, { rules, timeZone: 'UTC' });
  expect(saved.status).toBe(200);
  return { channelId, rules: saved.body.rules as Rule[] };
}

async function round(stack: TestStack) {
  await stack.server.app.ready();
  await it$.db.database.db.execute(sql`
    insert into contests (id, platform, external_id, title, url, starts_at, duration_minutes, ends_at, search_text, series_key)
    values ('codeforces-1305', 'codeforces', '1305', ${ROUND.name}, 'https://codeforces.com/contest/1305',
            ${new Date(endsAt.getTime() - 3 * 3_600_000).toISOString()}::timestamptz, 180,
            ${endsAt.toISOString()}::timestamptz, 'ozon', 'codeforces:ozon')`);
}

const posts = (webhookId: string) =>
  chat.discord
    .filter((post) => post.webhookId === webhookId)
    .map(({ body }) => ({
      title: body.embeds[0]?.title,
      description: body.embeds[0]?.description,
    }));

const later = (stack: TestStack, minutes: number) => {
  stack.time.clock.set(new Date(stack.time.clock.now().getTime() + minutes * 60_000));
};

it('saves the rule and reads it back; a bad one is a 400 naming the field', async () => {
  const token = await user('ada', 'tourist');
  const { channelId, rules } = await resultsChannel(token, '101', true);
  expect(rules).toEqual([{ scope: 'results', channelIds: [channelId], includeFollowing: true }]);
  const read = await call('GET', '/user/notifications', token);
  expect(read.body.rules).toEqual(rules);
  for (const [rule, field] of [
    [{ scope: 'results', channelIds: [channelId], includeFollowing: 'yes' }, 'includeFollowing'],
    [{ scope: 'results', channelIds: [channelId] }, 'includeFollowing'],
    [{ scope: 'results', channelIds: [], includeFollowing: false }, 'channelIds'],
    [{ scope: 'everything', channelIds: [channelId], includeFollowing: false }, 'scope'],
  ] as const) {
    const bad = await call('PUT', '/user/notifications/rules', token, {
      rules: [rule],
      timeZone: 'UTC',
    });
    expect(bad.status, field).toBe(400);
    expect(bad.body.message).toContain(`rules.0.${field}`);
  }
  // A new channel may come with a results rule as its first one.
  const added = await call('POST', '/user/notifications/channels', token, {
    kind: 'discord',
    webhookUrl: 'https://discord.com/api/webhooks/102/secret-token_102',
    rule: { scope: 'results', includeFollowing: false },
  });
  expect(added.status).toBe(201);
  const second = (added.body.channel as { id: string }).id;
  expect((await call('GET', '/user/notifications', token)).body.rules).toEqual([
    ...rules,
    { scope: 'results', channelIds: [second], includeFollowing: false },
  ]);
  // Reminder rules beside it keep their own fields.
  const both = await call('PUT', '/user/notifications/rules', token, {
    rules: [
      { scope: 'bookmarks', leadMinutes: [60], channelIds: [channelId] },
      { scope: 'results', channelIds: [channelId], includeFollowing: false },
    ],
    timeZone: 'UTC',
  });
  expect(both.body.rules).toEqual([
    { scope: 'bookmarks', leadMinutes: [60], channelIds: [channelId] },
    { scope: 'results', channelIds: [channelId], includeFollowing: false },
  ]);
});

it('tells each participant once after the prediction, and again only when the official change differs', async () => {
  const { stack } = it$;
  chat.discord.length = 0;
  await round(stack);
  // tourist: #1, 3496 → 3585; maroonrk: #2, 3268 → 3364 (the recorded official deltas).
  await resultsChannel(await user('ada', 'tourist', ['Petr', 'Um_nik', 'not_there']), '201', true);
  await resultsChannel(await user('bob', 'maroonrk', ['Petr']), '202', false);
  await resultsChannel(await user('cy', 'not_in_this_round'), '203', true);
  await resultsChannel(await user('dee', undefined), '204', true);

  await stack.server.predictionsNow?.();
  const sweep = await stack.server.remindersNow();
  expect(sweep.delivery.sent).toBe(2);
  expect(posts('201')).toEqual([
    {
      title: `${ROUND.name}: #1, predicted +89 (3496 → 3585)`,
      description: [
        'Um_nik: #9, predicted +16',
        'Petr: #33, predicted −37',
        `Details: ${PAGE}`,
      ].join('\n'),
    },
  ]);
  // Without includeFollowing the followed handle is left out.
  expect(posts('202')).toEqual([
    { title: `${ROUND.name}: #2, predicted +96 (3268 → 3364)`, description: `Details: ${PAGE}` },
  ]);
  // Who did not take part (or has no handle) is told nothing.
  expect(posts('203')).toEqual([]);
  expect(posts('204')).toEqual([]);

  // Published: tourist's official change is 3 lower than predicted, maroonrk's as predicted.
  replay.state.published = true;
  replay.state.officialShift.set('tourist', -3);
  later(stack, 5);
  await stack.server.predictionsNow?.();
  await stack.server.remindersNow();
  expect(posts('201')).toHaveLength(2);
  expect(posts('201')[1]).toEqual({
    title: `${ROUND.name}: #1, final +86 (3496 → 3582)`,
    description: [
      'The official change differs from the predicted +89 (3496 → 3585).',
      'Um_nik: #9, final +16',
      'Petr: #33, final −37',
      `Details: ${PAGE}`,
    ].join('\n'),
  });
  expect(posts('202')).toHaveLength(1);
  expect(posts('203')).toEqual([]);
});

it('sends one message per channel and round across two instances and repeated runs', async () => {
  const { stack } = it$;
  chat.discord.length = 0;
  replay.state.published = false;
  replay.state.officialShift.clear();
  await round(stack);
  await resultsChannel(await user('ada', 'tourist'), '301', false);
  const other = await startTestStack(it$.db, { env });
  try {
    other.time.clock.set(stack.time.clock.now());
    await Promise.all([stack.server.predictionsNow?.(), other.server.predictionsNow?.()]);
    // The round is stepped again at once (a re-prediction) on the other instance.
    await it$.db.database.db.execute(
      sql`update rating_rounds set due_at = ${endsAt.toISOString()}::timestamptz, standings_final = false`,
    );
    await other.server.predictionsNow?.();
    await Promise.all([stack.server.remindersNow(), other.server.remindersNow()]);
    await Promise.all([stack.server.remindersNow(), other.server.remindersNow()]);
    expect(posts('301').map((post) => post.title)).toEqual([
      `${ROUND.name}: #1, predicted +89 (3496 → 3585)`,
    ]);
    // Official and equal to the prediction: no second message, from either instance.
    replay.state.published = true;
    later(stack, 5);
    later(other, 5);
    await Promise.all([stack.server.predictionsNow?.(), other.server.predictionsNow?.()]);
    await Promise.all([stack.server.remindersNow(), other.server.remindersNow()]);
    expect(posts('301')).toHaveLength(1);
  } finally {
    await other.close();
  }
});
