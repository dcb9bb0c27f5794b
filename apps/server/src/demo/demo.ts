import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, parseConfig } from '#server/config/env';
import { systemClock } from '#server/lib/clock';
import { startReplayServer } from '#server/replay/replay-server';
import { startServer } from '#server/server';

/**
 * The product with no network: the recorded platform answers are replayed locally with their
 * times moved to today, into a throw-away embedded database; a solution playlist (in the recorded
 * playlistItems shape) is replayed too, so matched videos and the review queue show.
 */
try {
  const dataDir = await mkdtemp(join(tmpdir(), 'contest-tracker-demo-'));
  const replay = await startReplayServer({ clock: systemClock });
  // The demo may trust a local stand-in for Google's keys (the browser tests run it so).
  const config = parseConfig(
    {
      ...process.env,
      ...replay.bases,
      // A replayed playlist: the key is never checked, and no real key leaves the machine.
      YOUTUBE_API_KEY: 'replayed-playlist',
      YOUTUBE_API_BASE: replay.youtubeBase,
      DATABASE_URL: undefined,
      DATA_DIR: dataDir,
    },
    { demo: true },
  );
  const server = await startServer({ config });
  server.app.log.info(`Demo (replayed platform data) is serving ${server.url}`);
  const shutdown = () => {
    void (async () => {
      await server.close();
      await replay.close();
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
