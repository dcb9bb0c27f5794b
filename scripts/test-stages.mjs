// `npm test`: each stage in turn (the first failure stops the run), then how long each took, so a
// slow suite shows where its time goes (issue 30 holds the whole run to 900 s on a 2-core machine).
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const STAGES = ['typecheck', 'lint', 'test:vitest', 'test:e2e'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
let failed;
for (const stage of STAGES) {
  const started = performance.now();
  const { status } = spawnSync(npm, ['run', stage], { stdio: 'inherit' });
  times.push([stage, (performance.now() - started) / 1000]);
  if (status !== 0) {
    failed = stage;
    break;
  }
}
const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
process.stdout.write('\nnpm test stages:\n');
for (const [stage, seconds] of times) {
  process.stdout.write(`  ${stage.padEnd(12)} ${seconds.toFixed(0).padStart(5)} s\n`);
}
process.stdout.write(`  ${'total'.padEnd(12)} ${total.toFixed(0).padStart(5)} s\n`);
if (failed) {
  process.stdout.write(`npm test: ${failed} failed\n`);
  process.exit(1);
}
