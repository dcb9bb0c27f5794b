// `npm test`: the stages in turn (the first failure stops the run), then how long each took, so a
// slow suite shows where its time goes (issue 30 holds the whole run to 900 s on a 2-core machine).
// The browser tests mostly wait (on the pages, the demo server and their own polling: a third of
// the machine's CPU on two workers), so the type check and the lint, a core each for most of a
// minute, run beside them, their output printed whole when they end; the integration tests, whose
// time limits a loaded machine would trip, run alone, first.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const STAGES = [['test:vitest'], ['test:e2e', 'typecheck', 'lint']];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <script>`; the first of a stage streams its output, the others print it at the end. */
function run(script, streams) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: streams ? 'inherit' : 'pipe' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (!streams) process.stdout.write(Buffer.concat(output));
      resolve({ script, status, seconds: (performance.now() - started) / 1000 });
    });
  });
}

/**
 * CPU seconds used so far by the children this process has waited for (and theirs), from
 * /proc/self/stat: a stage's CPU beside its wall time shows whether the machine's cores or the
 * tests' waits set its length. Null where there is no /proc.
 */
function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // cutime and cstime, fields 16 and 17 of proc(5), in clock ticks (100 a second on Linux).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

const runStarted = performance.now();
const times = [];
let failed;
for (const group of STAGES) {
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const results = await Promise.all(group.map((script, i) => run(script, i === 0)));
  const cpuAfter = childrenCpuSeconds();
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  times.push(...results.map(({ script, seconds }) => [script, seconds]));
  if (group.length > 1) {
    times.push([`${group.join(' + ')} side by side`, (performance.now() - started) / 1000]);
  }
  if (cpu !== null) times.push([`  CPU of the stage (all cores)`, cpu]);
  failed = results.find(({ status }) => status !== 0)?.script;
  if (failed) break;
}
const total = (performance.now() - runStarted) / 1000;
process.stdout.write('\nnpm test stages:\n');
for (const [stage, seconds] of times) {
  process.stdout.write(`  ${stage.padEnd(30)} ${seconds.toFixed(0).padStart(5)} s\n`);
}
process.stdout.write(`  ${'total'.padEnd(30)} ${total.toFixed(0).padStart(5)} s\n`);
if (failed) {
  process.stdout.write(`npm test: ${failed} failed\n`);
  process.exit(1);
}
