// `npm run bench`: every benchmark, as ratios against baselines measured in the same run,
// written to bench/RESULTS.md with the machine, the date and the command.
// `npm run bench -- throughput scale` runs only the named sections and prints them without
// touching RESULTS.md, which always holds one whole run.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem, release } from 'node:os';
import { benchBudgets, budgetsMarkdown } from './budgets';
import { benchFrontend, frontendMarkdown } from './frontend';
import { benchHandles, handlesMarkdown } from './handles';
import { benchHostileJson, hostileJsonMarkdown } from './hostile-json';
import { benchHostileParse, hostileParseMarkdown } from './hostile-parse';
import { serverUrl, withScratchDatabase } from './lib/bench-database';
import { benchPersonalFeed, personalFeedMarkdown } from './personal-feed';
import { benchRecommendations, recommendationsMarkdown } from './recommendations';
import { benchLeetCodePredictions, leetCodePredictionsMarkdown } from './leetcode-predictions';
import { benchPredictions, predictionsMarkdown } from './predictions';
import { benchReminders, remindersMarkdown } from './reminders';
import { benchScale, scaleMarkdown } from './scale';
import { benchSearchFlood, searchFloodMarkdown } from './search-flood';
import { benchStartup, startupMarkdown } from './startup';
import { benchSync, syncMarkdown } from './sync';
import { benchThroughput, memoryMarkdown, throughputMarkdown, type MemoryRow } from './throughput';

const names = [
  'throughput',
  'search-flood',
  'startup',
  'scale',
  'personal-feed',
  'sync',
  'hostile-parse',
  'hostile-json',
  'reminders',
  'frontend',
  'handles',
  'budgets',
  'recommendations',
  'predictions',
] as const;
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(names as readonly string[]).includes(name));
if (unknown.length > 0) {
  process.stderr.write(
    `bench: unknown section ${unknown.join(', ')}; known: ${names.join(', ')}\n`,
  );
  process.exit(2);
}
const runs = (name: (typeof names)[number]) => chosen.length === 0 || chosen.includes(name);

const say = (line: string) => process.stdout.write(`${line}\n`);
const sections: string[] = [];
const section = (markdown: string) => {
  sections.push(markdown);
  say(`\n${markdown}\n`);
};

const memory: MemoryRow[] = [];
if (runs('throughput')) {
  say('bench: public API throughput (embedded database)…');
  const embedded = await benchThroughput('embedded PGlite', { DATABASE_URL: '' });
  memory.push(embedded.memory);
  let rows = embedded.runs;
  if (serverUrl) {
    say('bench: public API throughput (PostgreSQL)…');
    // A new database: one left by an earlier run would look synced before this server's sync ran.
    const onServer = await withScratchDatabase(serverUrl, (url) =>
      benchThroughput('PostgreSQL', { DATABASE_URL: url }),
    );
    rows = [...rows, ...onServer.runs];
    memory.push(onServer.memory);
  }
  section(throughputMarkdown(rows));
}
if (runs('search-flood')) {
  say('bench: lists under a search flood…');
  section(searchFloodMarkdown(await benchSearchFlood()));
}
if (runs('startup')) {
  say('bench: server start-up and memory…');
  section(startupMarkdown(await benchStartup()));
}
if (runs('scale')) {
  say('bench: scale…');
  section(scaleMarkdown(await benchScale()));
}
if (runs('personal-feed')) {
  say('bench: personal calendar feed…');
  section(personalFeedMarkdown(await benchPersonalFeed()));
}
if (runs('sync')) {
  say('bench: sync…');
  section(syncMarkdown(await benchSync()));
}
if (runs('hostile-parse')) {
  say('bench: lists during a hostile AtCoder parse…');
  section(hostileParseMarkdown(await benchHostileParse()));
}
if (runs('hostile-json')) {
  say('bench: health during a hostile JSON answer…');
  section(hostileJsonMarkdown(await benchHostileJson()));
}
if (runs('reminders')) {
  say('bench: reminders…');
  section(remindersMarkdown(await benchReminders()));
}
if (runs('frontend')) {
  say('bench: front end…');
  section(frontendMarkdown(await benchFrontend()));
}
if (runs('handles')) {
  say('bench: linked handles…');
  section(handlesMarkdown(await benchHandles()));
}
if (runs('budgets')) {
  say('bench: budgets shared through PostgreSQL…');
  section(budgetsMarkdown(await benchBudgets()));
}
if (runs('recommendations')) {
  say('bench: recommendations…');
  section(recommendationsMarkdown(await benchRecommendations()));
}
if (runs('predictions')) {
  say('bench: rating predictions…');
  section(predictionsMarkdown(benchPredictions()));
  say('bench: LeetCode rating predictions…');
  section(leetCodePredictionsMarkdown(benchLeetCodePredictions()));
}
if (memory.length > 0) section(memoryMarkdown(memory));

if (chosen.length === 0) {
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
  writeFileSync(
    new URL('./RESULTS.md', import.meta.url),
    `${header}\n\n${sections.join('\n\n')}\n`,
  );
  say('bench: wrote bench/RESULTS.md');
}
