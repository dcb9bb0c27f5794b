import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

// Creates the data directory and closes; what it leaves behind (initdb's own WASM instance and
// its copy of the file system) goes with the process.
const CREATE = `
const [url, dataDir, params] = process.argv.slice(1);
const { PGlite } = await import(url);
const db = await PGlite.create({ dataDir, startParams: JSON.parse(params) });
await db.close();
`;

/** Whether `dataDir` already holds a database (Postgres writes PG_VERSION first thing). */
export function holdsDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'));
}

/**
 * A new embedded database's data directory, made by a short-lived `node` of its own, as Postgres
 * runs `initdb` as a program of its own. Made in the server's process, initdb's memory stays
 * there for good: about 300 MB that PGlite never gives back (decision 030).
 */
export async function createPgliteDataDir(dataDir: string, startParams: string[]): Promise<void> {
  const url = import.meta.resolve('@electric-sql/pglite');
  await run(
    process.execPath,
    ['--input-type=module', '-e', CREATE, url, dataDir, JSON.stringify(startParams)],
    { timeout: 120_000 },
  );
}
