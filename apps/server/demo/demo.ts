import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLATFORM_IDS } from '@contest-tracker/contract';
import { ConfigError, parseConfig } from '#server/config/env';
import { systemClock } from '#server/lib/clock';
import { REPLAY_OAUTH_APP } from '#replay/platforms/codeforces/oauth-provider';
import { startReplayServer } from '#replay/server/replay-server';
import { CALLBACK_PATH } from '#server/services/handles/codeforces-oauth';
import { startServer } from '#server/server';
import { demoHostRefusal } from '../../../scripts/demo-host.mjs';
import { startDemoDiscord } from './demo-discord';
import { DEMO_ACCOUNTS, startDemoGoogle } from './demo-google';
import { seedDemoHandles } from './demo-handles';
import { demoSignInRoutes } from './demo-sign-in-routes';

/**
 * The product with no network: the recorded platform answers are replayed locally with their
 * times moved to today, into a throw-away embedded database; a solution playlist (in the recorded
 * playlistItems shape) is replayed too, so matched videos and the review queue show. 'Try as a
 * demo user' / 'Try as the demo admin' sign in through a Google key server inside this process;
 * Discord reminders are posted to a local stand-in. 'Link with Codeforces' signs in at the
 * replay's stand-in for Codeforces' OpenID provider, which asks which handle to vouch for. Both
 * demo accounts have a verified Codeforces handle that took part in a finished round the replay
 * answers whole (standings, ratings, official changes), so its rating changes are predicted.
 */
// Before anything is started or written: run directly, the bundle checks HOST as npm run demo does.
const refusal = demoHostRefusal(process.env.HOST);
if (refusal) {
  process.stderr.write(`${refusal}\n`);
  process.exit(1);
}

try {
  const dataDir = await mkdtemp(join(tmpdir(), 'contest-tracker-demo-'));
  const replay = await startReplayServer({
    clock: systemClock,
    demo: true,
    // Contests start at their recorded minutes, not all at the demo's (replay-shift.ts); the
    // browser tests ask for the same contests running whatever the hour.
    keepRecordedMinutes: process.env.DEMO_EXACT_SHIFT !== '1',
  });
  const google = await startDemoGoogle();
  const discord = await startDemoDiscord((line) => process.stdout.write(`${line}\n`));
  // The demo may trust a local stand-in for Google's keys (the browser tests run it so).
  const config = parseConfig(
    {
      ...process.env,
      ...replay.bases,
      // Every platform, the opt-in ones too, unless the demo is asked for fewer.
      PLATFORMS: process.env.PLATFORMS ?? PLATFORM_IDS.join(','),
      // A replayed playlist: the key is never checked, and no real key leaves the machine.
      YOUTUBE_API_KEY: 'replayed-playlist',
      YOUTUBE_API_BASE: replay.youtubeBase,
      DATABASE_URL: undefined,
      DATA_DIR: dataDir,
      // Reminders and 'Send a test' go to a local stand-in: nothing leaves the machine.
      DISCORD_API_BASE: discord.origin,
      // The demo admin is an admin by the same rule as any: listed here, bound at first sign-in.
      ADMIN_EMAILS: [process.env.ADMIN_EMAILS, DEMO_ACCOUNTS.admin.email].filter(Boolean).join(','),
      // 'Link with Codeforces' through the replay (its base is among replay.bases).
      CODEFORCES_OAUTH_CLIENT_ID: REPLAY_OAUTH_APP.clientId,
      CODEFORCES_OAUTH_CLIENT_SECRET: REPLAY_OAUTH_APP.clientSecret,
      PUBLIC_URL: process.env.PUBLIC_URL || demoOrigin(process.env),
    },
    { demo: true },
  );
  if (config.PUBLIC_URL) {
    replay.codeforcesOAuth.registerRedirectUri(config.PUBLIC_URL + CALLBACK_PATH);
  }
  const server = await startServer({
    config,
    demoRoutes: demoSignInRoutes(google),
    // The demo accounts' Codeforces handles took part in the replayed finished round.
    seed: (database, clock) => seedDemoHandles(database.db, clock.now()),
  });
  server.app.log.info(`Demo (replayed platform data) is serving ${server.url}`);
  const shutdown = () => {
    void (async () => {
      await server.close();
      await replay.close();
      await google.close();
      await discord.close();
      await rm(dataDir, { recursive: true, force: true });
      process.exit(0);
    })();
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  const message = error instanceof ConfigError ? error.message : String(error);
  process.stderr.write(`Demo could not start: ${message}\n`);
  process.exit(1);
}

/** Where a browser on this machine reaches the demo: the address it listens on, loopback if all. */
function demoOrigin(env: NodeJS.ProcessEnv): string {
  const host = env.HOST?.trim() || '127.0.0.1';
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host;
  const shown =
    reachable.includes(':') && !reachable.startsWith('[') ? `[${reachable}]` : reachable;
  return `http://${shown}:${env.PORT?.trim() || '3000'}`;
}
