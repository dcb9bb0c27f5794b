// `npm test`: the stages in turn (the first failure stops the run), then how long each took, so a
// slow suite shows where its time goes (issue 30 holds the whole run to 900 s on a 2-core machine).
// The type check and the lint each keep one core busy for most of a minute: they run side by side,
// each one's output printed whole when it ends.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const STAGES = [['typecheck', 'lint'], ['test:vitest'], ['test:e2e']];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <script>`; alone, its output streams; beside another, it is printed at the end. */
function run(script, alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: alone ? 'inherit' : 'pipe' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve({ script, status, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const runStarted = performance.now();
const times = [];
let failed;
for (const group of STAGES) {
  const started = performance.now();
  const results = await Promise.all(group.map((script) => run(script, group.length === 1)));
  times.push(...results.map(({ script, seconds }) => [script, seconds]));
  if (group.length > 1) {
    times.push([`${group.join(' + ')} side by side`, (performance.now() - started) / 1000]);
  }
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
