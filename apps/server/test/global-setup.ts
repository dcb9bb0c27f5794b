import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '#server/db/migrate';
import { openPglite } from '#server/db/open-pglite';
import { openPostgres } from '#server/db/open-postgres';
import { databaseUrl } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per run, which every test file then copies: creating and migrating a
 * database takes seconds, copying one takes milliseconds.
 */
export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB_KIND === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed for the postgres project');
    const template = `ct_template_${process.pid}_${Date.now()}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`create database "${template}"`);
    const database = openPostgres({ url: databaseUrl(adminUrl, template), maxConnections: 2 });
    await migrateDatabase(database);
    await database.close();
    project.provide('postgresTemplate', template);
    return async () => {
      const leftovers = await admin<{ datname: string }[]>`
        select datname from pg_database where datname like ${`${template}_t_%`}`;
      for (const { datname } of leftovers) {
        await admin.unsafe(`drop database if exists "${datname}" with (force)`);
      }
      await admin.unsafe(`drop database if exists "${template}" with (force)`);
      await admin.end();
    };
  }

  // What `npm start` and `npm run demo` run, built before the files run side by side: two files
  // starting those commands at once would otherwise both build into the same directories. Only
  // the embedded project builds, as the projects' setups themselves run side by side.
  execFileSync('node', ['scripts/ensure-builds.mjs'], {
    cwd: new URL('../../..', import.meta.url),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const dir = await mkdtemp(join(tmpdir(), 'ct-pglite-'));
  const database = await openPglite({});
  await migrateDatabase(database);
  const snapshot = join(dir, 'migrated.tar');
  await writeFile(snapshot, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', snapshot);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
