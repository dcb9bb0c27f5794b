import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../apps/server/src/config/env';
import { systemClock } from '../apps/server/src/lib/clock';
import { startReplayServer } from '../apps/server/src/replay/replay-server';
import { startServer } from '../apps/server/src/server';

const replay = await startReplayServer({ clock: systemClock });
const config = parseConfig({
  ...process.env, ...replay.bases, PORT: '4999', LOG_LEVEL: 'silent', SYNC_INTERVAL_MINUTES: '0',
  DATA_DIR: await mkdtemp(join(tmpdir(), 'ct-prof-')),
});
const server = await startServer({ config });
await server.syncNow();
const session = new Session();
session.connect();
await session.post('Profiler.enable');
process.on('SIGUSR2', async () => {
  await session.post('Profiler.start');
});
process.on('SIGINT', async () => {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync('/tmp/prof/server.cpuprofile', JSON.stringify(profile));
  process.exit(0);
});
process.stdout.write(`ready\n`);
