import type { ReplayCall, ReplayRefusal, ReplayRoute } from '#replay/server/replay-route';
import { readFixtureText } from '#replay/server/fixtures';

/** The bot check's page and the cookie it sets (fixtures PROVENANCE.md). */
const CHALLENGE_PAGE = 'luogu/c3vk_challenge__2026-10__reconstructed.html';
const CHALLENGE_COOKIE = 'C3VK=c82bf1';

/** As the live site since 2026: a call without the cookie gets the challenge page, with a 200. */
function refuseWithoutCookie(call: ReplayCall): ReplayRefusal | undefined {
  const cookie = call.headers.cookie;
  const sent = (Array.isArray(cookie) ? cookie.join('; ') : (cookie ?? '')).split(/;\s*/);
  if (sent.includes(CHALLENGE_COOKIE)) return undefined;
  return { status: 200, contentType: 'text/html', body: readFixtureText(CHALLENGE_PAGE) };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Unix seconds moved by `shiftMs`, still whole seconds. */
const moved = (value: unknown, shiftS: number) =>
  typeof value === 'number' ? value + shiftS : value;

function shiftLuogu(body: unknown, shiftMs: number): unknown {
  if (!isObject(body) || !isObject(body.currentData)) return body;
  const { contests } = body.currentData;
  if (!isObject(contests) || !Array.isArray(contests.result)) return body;
  const shiftS = Math.round(shiftMs / 1000);
  return {
    ...body,
    currentTime: moved(body.currentTime, shiftS),
    currentData: {
      ...body.currentData,
      contests: {
        ...contests,
        result: (contests.result as unknown[]).map((row) =>
          isObject(row)
            ? {
                ...row,
                startTime: moved(row.startTime, shiftS),
                endTime: moved(row.endTime, shiftS),
              }
            : row,
        ),
      },
    },
  };
}

export const luoguReplay: ReplayRoute[] = [
  {
    upstream: 'luogu',
    method: 'GET',
    path: '/contest/list',
    // Without it Luogu answers its HTML page.
    query: { _contentOnly: '1' },
    samples: {
      luogu: {
        file: 'luogu/contest_list_page-1__2023-08__reconstructed.json',
        // The SCP 2023 first-round mock (S group) half an hour in.
        anchor: new Date('2023-08-14T07:00:00Z'),
        shift: shiftLuogu,
      },
    },
    defaultSample: 'luogu',
    refuse: refuseWithoutCookie,
  },
];
