import type { ReplayRoute } from '#replay/server/replay-route';
import { demoCode } from '#server/platforms/one-time-code';
import { readFixtureText } from '#replay/server/fixtures';

export const CODECHEF_PROFILE_FILE =
  'codechef/users_profile__2026-04-30__arghya0003-codepulse.html';
const ANCHOR = new Date('2026-04-30T12:00:00Z');

/** The recorded page with another Name in its heading (the demo's code, a test's). */
export const profileWithName = (name: string) =>
  readFixtureText(CODECHEF_PROFILE_FILE).replace(
    '<h1 class="h2-style">arghya</h1>',
    `<h1 class="h2-style">${name}</h1>`,
  );

/** A user's page: the Name a code is read from, and the rating history its chart draws. */
export const codechefHandleReplay: ReplayRoute[] = [
  {
    upstream: 'codechefUser',
    method: 'GET',
    path: '/users/:handle',
    contentType: 'text/html; charset=utf-8',
    samples: {
      // Its history keeps its recorded (2025) times: results are matched by contest code.
      codechefUser: { anchor: ANCHOR, text: () => readFixtureText(CODECHEF_PROFILE_FILE) },
      codechefUserDemo: { anchor: ANCHOR, text: () => profileWithName(`arghya ${demoCode()}`) },
    },
    defaultSample: 'codechefUser',
    demoSample: 'codechefUserDemo',
  },
];
