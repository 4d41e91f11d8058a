import { existsSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import { createTestAuthority, createTestUser } from '../../test/accounts';
import { useTestApp } from '../../test/build-test-app';
import { createTestStoredFile } from '../../test/diaries';
import { LEFTOVER_AGE_MS, sweepLeftoverFiles } from './sweep-leftover-files';

const context = useTestApp();
let owner: { authorityId: number; uploadedById: number };

beforeAll(async () => {
  const authorityId = await createTestAuthority(context.db);
  owner = { authorityId, uploadedById: (await createTestUser(context.db, { authorityId })).id };
});

const receive = () => context.app.fileStorage.receive(Readable.from([Buffer.from('half an upload')]));
const objectPath = (storageKey: string) => join(context.config.FILE_STORAGE_DIR, 'objects', storageKey);

/** Makes a file look as if it was last written `ms` ago. */
async function age(path: string, ms = LEFTOVER_AGE_MS + 60_000) {
  const then = new Date(Date.now() - ms);
  await utimes(path, then, then);
}

describe('the file storage sweep', () => {
  it('removes old temporary files and old files no row names, and keeps live files and recent leftovers', async () => {
    const liveId = await createTestStoredFile(context.db, context.app.fileStorage, owner);
    const [live] = await context.db.select().from(files).where(eq(files.id, liveId));
    if (!live) throw new Error('file row missing');
    await age(objectPath(live.storageKey));

    const oldTemporary = await receive();
    await age(oldTemporary.path);
    const recentTemporary = await receive();
    const oldUnnamed = await context.app.fileStorage.keep(await receive());
    await age(objectPath(oldUnnamed));
    // Kept a moment ago by an upload whose transaction may not have committed yet.
    const recentUnnamed = await context.app.fileStorage.keep(await receive());

    // Through the job, as the clock would start it.
    await context.app.jobs.send(context.db, 'files.sweep', {});
    expect(await context.app.jobs.runDue('files.sweep')).toEqual({ completed: 1, failed: 0 });

    expect(existsSync(objectPath(live.storageKey))).toBe(true);
    expect(existsSync(oldTemporary.path)).toBe(false);
    expect(existsSync(recentTemporary.path)).toBe(true);
    expect(existsSync(objectPath(oldUnnamed))).toBe(false);
    expect(existsSync(objectPath(recentUnnamed))).toBe(true);

    expect(await sweepLeftoverFiles(context.db, context.app.fileStorage)).toEqual({
      temporary: 0,
      unreferenced: 0,
    });
  });
});
