import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { openPglite } from '#server/db/open-pglite';
import { rowsOf } from '#server/db/sql-rows';

const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

const setting = async (database: Awaited<ReturnType<typeof openPglite>>, query: string) =>
  rowsOf<Record<string, string>>(await database.db.execute(sql.raw(query)))[0];

it('creates a new data directory that keeps what is written, in the database PGlite 0.3 used, with a 16 MB buffer pool', async () => {
  const dataDir = join(await mkdtemp(join(tmpdir(), 'ct-embedded-')), 'data');
  made.push(dataDir);

  const first = await openPglite({ dataDir });
  try {
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('written before a restart')`);
    // 0.3 worked in template1: a data directory from before the upgrade holds its tables there.
    expect(await setting(first, 'select current_database() as name')).toEqual({
      name: 'template1',
    });
    // Postgres' default pool is 128 MB, all of it resident in the server's process.
    expect(await setting(first, 'show shared_buffers')).toEqual({ shared_buffers: '16MB' });
  } finally {
    await first.close();
  }
  expect(await readdir(dataDir)).toContain('PG_VERSION');

  const again = await openPglite({ dataDir });
  try {
    expect(await setting(again, 'select note from kept')).toEqual({
      note: 'written before a restart',
    });
  } finally {
    await again.close();
  }
}, 120_000);

it('keeps a transaction whole or not at all, and fails a query with Postgres’ fields', async () => {
  const database = await openPglite({});
  try {
    await database.db.execute(sql`create table notes (id int primary key, note text)`);

    // A transaction that throws leaves nothing; one that returns keeps everything.
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (1, 'half-written')`);
        throw new Error('stopped halfway');
      }),
    ).rejects.toThrow('stopped halfway');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (2, 'first')`);
      await tx.execute(sql`insert into notes values (3, 'second')`);
    });
    expect(rowsOf(await database.db.execute(sql`select id from notes order by id`))).toEqual([
      { id: 2 },
      { id: 3 },
    ]);

    // The unique violation's SQLSTATE comes back with the error (duplicate handles read it).
    const duplicate = await database.db
      .execute(sql`insert into notes values (2, 'again')`)
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect((duplicate as Error).cause).toMatchObject({ code: '23505' });
  } finally {
    await database.close();
  }
}, 120_000);
