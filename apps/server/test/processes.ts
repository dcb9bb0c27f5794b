import { spawn } from 'node:child_process';

/** Starts a command in its own process group, so a test can stop or kill it and its children. */
export function runProcess(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
) {
  const child = spawn(command, args, { cwd, env, detached: true });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', done));
  const signal = (name: NodeJS.Signals) => {
    // A process ended by a signal keeps `exitCode` null: `signalCode` says it is gone too.
    const running = child.exitCode === null && child.signalCode === null;
    if (child.pid && running) {
      try {
        process.kill(-child.pid, name);
      } catch (error) {
        // Its group may have ended between the check and the kill.
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    }
    return exited;
  };
  return {
    pid: child.pid ?? 0,
    exited,
    output: () => ({ stdout, stderr }),
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}

export async function poll<T>(
  attempt: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((done) => setTimeout(done, 100));
  }
}
