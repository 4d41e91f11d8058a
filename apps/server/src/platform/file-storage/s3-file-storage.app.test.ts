import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sweepLeftoverFiles } from '../../modules/files/sweep-leftover-files';
import { apiCalls } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { multipartForm, postMultipart } from '../../test/multipart';
import { storedPaths } from '../../test/stored-files';

/** A PDF of about 6 MB: past one S3 part, so the upload streams to the bucket in several. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'),
  Buffer.alloc(6 * 1024 * 1024, '% padding\n'),
  Buffer.from('trailer <<>>\n%%EOF\n'),
]);

describe.each(['directory', 's3'] as const)('a diary item file kept in %s storage', (fileStorage) => {
  const context = useTestApp({}, { fileStorage });
  const { get } = apiCalls(context);
  const people = useCaseWorkers(context);

  it('uploads and downloads through HTTP with the same bytes and headers', async () => {
    const form = multipartForm(
      {
        diaryId: people.officersDiary,
        prefix: 'Letter',
        description: 'Grant letter',
        scheduledAt: '2026-04-01T10:00:00+01:00',
      },
      { file: { name: 'Plán 1.pdf', content: PDF, contentType: 'application/pdf' } },
    );
    const added = await postMultipart(context.app, '/api/actionItemFile/add', people.officer, form);
    expect(added.statusCode, added.body).toBe(200);
    const item = added.json().data;
    expect(item.file).toMatchObject({
      sizeBytes: PDF.length,
      contentType: 'application/pdf',
      sha256: createHash('sha256').update(PDF).digest('hex'),
    });

    const download = await get(`/actionItemFile/download/${item.id}`, people.officer);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(PDF.length),
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="Pl_n 1.pdf"; filename*=UTF-8''Pl%C3%A1n%201.pdf`,
    });

    // The bytes are in the store chosen: in a bucket, nothing of them stays on this machine.
    const local = await storedPaths(context.config.FILE_STORAGE_DIR);
    expect(local).toEqual(fileStorage === 's3' ? [] : [expect.stringMatching(/^objects\/[0-9a-f-]{36}$/)]);

    // The files sweep, a day on, keeps what a row names, whichever the store.
    const dayOn = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect(await sweepLeftoverFiles(context.db, context.app.fileStorage, dayOn)).toEqual({
      temporary: 0,
      unreferenced: 0,
    });
    const again = await get(`/actionItemFile/download/${item.id}`, people.officer);
    expect(again.rawPayload.equals(PDF)).toBe(true);
  });
});
