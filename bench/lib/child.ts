import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('../../', import.meta.url).pathname;

/** Starts `tsx <script>` and waits for its "ready PORT" line. */
export async function startChild(script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(`${root}node_modules/.bin/tsx`, [script, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => {
      reject(new Error(`${script} exited with ${String(code)}`));
    });
  });
  return {
    port,
    pid: child.pid ?? 0,
    stop() {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    },
  };
}

/** One /proc file of each live process in a process tree (Linux); one that is gone is skipped. */
function procFilesOf(pid: number, file: 'stat' | 'status'): string[] {
  return [pid, ...childrenOf(pid)].flatMap((candidate) => {
    try {
      return [readFileSync(`/proc/${candidate}/${file}`, 'utf8')];
    } catch {
      return [];
    }
  });
}

/** Resident memory of a process tree's node process, from /proc (Linux): now and at peak. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  // tsx runs the script in a child node process: measure the largest process in the group.
  let best = { rssMb: 0, peakMb: 0 };
  for (const status of procFilesOf(pid, 'status')) {
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    const found = { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
    if (found.peakMb > best.peakMb) best = found;
  }
  return best;
}

/** Linux's clock tick for /proc's CPU times (`getconf CLK_TCK` is 100 on every kernel we run on). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user and system, every thread) a process tree has used so far, in ms, from /proc
 * (Linux): read before and after a load, it says what the server spent, whatever the loader got.
 */
export function cpuTimeMsOf(pid: number): number {
  let ticks = 0;
  for (const stat of procFilesOf(pid, 'stat')) {
    // Fields after the command name: state is the 1st, utime the 12th, stime the 13th.
    const fields = stat.split(') ')[1]?.split(' ');
    ticks += Number(fields?.[11] ?? 0) + Number(fields?.[12] ?? 0);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

function childrenOf(pid: number): number[] {
  try {
    const direct = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return direct.flatMap((child) => [child, ...childrenOf(child)]);
  } catch {
    return [];
  }
}
