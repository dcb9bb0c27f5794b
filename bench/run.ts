// `npm run bench`: every benchmark, as ratios against baselines measured in the same run,
// written to bench/RESULTS.md with the machine, the date and the command.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem, release } from 'node:os';
import { benchFrontend, frontendMarkdown } from './frontend';
import { serverUrl } from './lib/bench-database';
import { benchPersonalFeed, personalFeedMarkdown } from './personal-feed';
import { benchScale, scaleMarkdown } from './scale';
import { benchSync, syncMarkdown } from './sync';
import { benchThroughput, memoryMarkdown, throughputMarkdown, type MemoryRow } from './throughput';

const say = (line: string) => process.stdout.write(`${line}\n`);
const sections: string[] = [];
const section = (markdown: string) => {
  sections.push(markdown);
  say(`\n${markdown}\n`);
};

say('bench: public API throughput (embedded database)…');
const embedded = await benchThroughput('embedded PGlite', { DATABASE_URL: '' });
const memory: MemoryRow[] = [embedded.memory];
let runs = embedded.runs;
if (serverUrl) {
  say('bench: public API throughput (PostgreSQL)…');
  const onServer = await benchThroughput('PostgreSQL', { DATABASE_URL: serverUrl });
  runs = [...runs, ...onServer.runs];
  memory.push(onServer.memory);
}
section(throughputMarkdown(runs));
say('bench: scale…');
section(scaleMarkdown(await benchScale()));
say('bench: personal calendar feed…');
section(personalFeedMarkdown(await benchPersonalFeed()));
say('bench: sync…');
section(syncMarkdown(await benchSync()));
say('bench: front end…');
section(frontendMarkdown(await benchFrontend()));
section(memoryMarkdown(memory));

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const header = [
  '# Benchmark results',
  '',
  `- Date: ${new Date().toISOString()}`,
  `- Machine: ${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Linux ${release()}, Node ${process.version}`,
  `- Command: \`npm run bench\`${serverUrl ? ' with a PostgreSQL server configured' : ' (embedded database only)'}`,
  '',
  'These machines are noisy: read the ratios against each baseline; absolute times are context.',
].join('\n');
writeFileSync(new URL('./RESULTS.md', import.meta.url), `${header}\n\n${sections.join('\n\n')}\n`);
say('bench: wrote bench/RESULTS.md');
