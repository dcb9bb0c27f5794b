// A child process for the benchmarks: the real server on replayed data, synced, then "ready PORT".
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../apps/server/src/config/env';
import { systemClock } from '../apps/server/src/lib/clock';
import { startReplayServer } from '../apps/server/replay/server/replay-server';
import { startServer } from '../apps/server/src/server';

const replay = await startReplayServer({ clock: systemClock });
const config = parseConfig({
  ...process.env,
  ...replay.bases,
  PORT: '0',
  LOG_LEVEL: 'silent',
  SYNC_INTERVAL_MINUTES: '0',
  DATA_DIR: process.env.DATABASE_URL ? undefined : await mkdtemp(join(tmpdir(), 'ct-bench-')),
});
const server = await startServer({ config });
await server.syncNow();
process.stdout.write(`ready ${new URL(server.url).port}\n`);
