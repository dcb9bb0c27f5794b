import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { beforeAll } from 'vitest';
import { poll } from './processes';
import { useStack } from './use-stack';

export const repoRoot = resolve(import.meta.dirname, '../../..');
export const serverDir = resolve(import.meta.dirname, '..');

/** What `npm start` (and the other commands) run: plain node on the server's bundle. */
export const built = (entry: string): string[] => [
  '--enable-source-maps',
  '--max-semi-space-size=2',
  '--no-allocation-site-pretenuring',
  `dist/bin/${entry}.js`,
];

/**
 * The set-up of the command tests (`commands.int.test.ts`, and `commands.once.int.test.ts` for
 * those that use no database of the suite's): the replayed platforms and a database a child
 * process can open, and the server's bundle built, as `npm start` would build it.
 */
export function useCommandSandbox() {
  const t = useStack({ server: 'child-processes' });
  beforeAll(() => {
    // The tests that start `node` on the bundle directly need it built.
    execFileSync('node', ['scripts/ensure-server-build.mjs'], { cwd: repoRoot, stdio: 'ignore' });
  }, 120_000);
  return {
    t,
    /** The child's whole environment (`ProcessSandbox.env`). */
    environment: (extra: Record<string, string> = {}) => t.sandbox.env(extra),
  };
}

export async function waitForAllSynced(base: string) {
  await poll(async () => {
    const status = (await (await fetch(`${base}/api/status`)).json()) as {
      platforms: { lastSuccessAt: string | null }[];
    };
    return status.platforms.every((p) => p.lastSuccessAt) ? true : undefined;
  }, 120_000);
}
