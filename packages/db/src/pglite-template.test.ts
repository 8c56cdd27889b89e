import { access, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.js';
import { installedPgliteVersion, pgliteTemplateFile, unpackPgliteTemplate } from './pglite-template.js';

describe('the PGlite template of a new embedded database', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'upline-template-test-'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('exists for the installed PGlite version (rebuild it with `npm run pglite-template -w @upline/db` after an upgrade)', async () => {
    await expect(access(pgliteTemplateFile(await installedPgliteVersion()))).resolves.toBeUndefined();
  });

  it('fills a missing directory, which then opens as a database with the embedded settings', async () => {
    const dataDir = path.join(work, 'fresh');
    expect(await unpackPgliteTemplate(dataDir)).toBe(true);
    expect(await readdir(dataDir)).toContain('PG_VERSION');
    expect((await readdir(work)).filter((name) => name.includes('.partial-'))).toEqual([]);
    const handle = await openDatabase({ dataDir });
    try {
      const result = await handle.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
      expect(result.rows[0]?.shared_buffers).toBe('16MB');
      await handle.db.execute(sql`create table probe (id int primary key)`);
      await handle.db.execute(sql`insert into probe values (1)`);
    } finally {
      await handle.close();
    }
    const reopened = await openDatabase({ dataDir });
    try {
      const rows = await reopened.db.execute<{ id: number }>(sql`select id from probe`);
      expect(rows.rows).toEqual([{ id: 1 }]);
    } finally {
      await reopened.close();
    }
  });

  it('leaves a directory that already holds files alone', async () => {
    const dataDir = path.join(work, 'used');
    await mkdir(dataDir);
    await writeFile(path.join(dataDir, 'keep.txt'), 'mine');
    expect(await unpackPgliteTemplate(dataDir)).toBe(false);
    expect(await readdir(dataDir)).toEqual(['keep.txt']);
  });
});
