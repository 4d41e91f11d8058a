import { FILE_MESSAGES, MAX_FILE_BYTES } from '@casekeeper/contract';
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionItems, files } from '../../db/schema';
import { apiCalls, lastAudit, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { buildCompoundFile } from '../../test/compound-file';
import { multipartForm, postMultipart, type FormFile } from '../../test/multipart';
import { storedPaths as storedPathsUnder } from '../../test/stored-files';

const context = useTestApp();
const { get, post } = apiCalls(context);

const people = useCaseWorkers(context);

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** The start of a Linux program and of a Windows one. */
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
const PE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x40, 0, 0, 0]),
  Buffer.alloc(64),
]);

function upload(file: FormFile | undefined, who: SignedInUser = people.officer, fields: object = {}) {
  const form = multipartForm(
    {
      diaryId: people.officersDiary,
      prefix: 'Letter',
      description: 'Grant letter',
      scheduledAt: '2026-04-01T10:00:00+01:00',
      ...fields,
    },
    file ? { file } : {},
  );
  return postMultipart(context.app, '/api/actionItemFile/add', who, form);
}

/** Every file in storage, by its path within it. */
const storedPaths = () => storedPathsUnder(context.config.FILE_STORAGE_DIR);

/** Uploads refused leave nothing: no row, no file, no temporary file. */
async function expectNothingStoredBeyond(before: { rows: number; paths: string[] }) {
  expect(await context.db.$count(files)).toBe(before.rows);
  expect(await storedPaths()).toEqual(before.paths);
}

async function storedState() {
  return { rows: await context.db.$count(files), paths: await storedPaths() };
}

describe('file items', () => {
  it('stores an upload under a name of its own, and downloads it as an attachment with the same bytes, audited', async () => {
    const before = await storedState();
    const added = await upload({ name: 'Plán 1.pdf', content: PDF, contentType: 'text/html' });
    expect(added.statusCode, added.body).toBe(200);
    const item = added.json().data;
    expect(item).toMatchObject({
      kind: 'FILE',
      text: null,
      file: {
        name: 'Plán 1.pdf',
        sizeBytes: PDF.length,
        contentType: 'application/pdf',
        sha256: createHash('sha256').update(PDF).digest('hex'),
      },
    });
    const stored = (await storedPaths()).filter((path) => !before.paths.includes(path));
    expect(stored).toEqual([expect.stringMatching(/^objects\/[0-9a-f-]{36}$/)]);

    const download = await get(`/actionItemFile/download/${item.id}`, people.officer);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(PDF.length),
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="Pl_n 1.pdf"; filename*=UTF-8''Pl%C3%A1n%201.pdf`,
    });
    expect(await lastAudit(context.db, 'action-item.file-download', item.id)).toMatchObject({
      actorId: people.officer.id,
      after: { name: 'Plán 1.pdf' },
    });
  });

  it('keeps an upload readable by the server alone: the file 0600, its folders 0700', async () => {
    const before = await storedState();
    expect((await upload({ name: 'private.pdf', content: PDF })).statusCode).toBe(200);
    const [stored] = (await storedPaths()).filter((path) => !before.paths.includes(path));
    const root = context.config.FILE_STORAGE_DIR;
    const modeOf = async (path: string) => (await stat(join(root, path))).mode & 0o777;
    expect(await modeOf(stored ?? '')).toBe(0o600);
    expect(await modeOf('objects')).toBe(0o700);
    expect(await modeOf('tmp')).toBe(0o700);
  });

  it('shares a file item with the applicant when the form says "true", and not otherwise', async () => {
    const pdf = { name: 'letter.pdf', contentType: 'application/pdf', content: PDF };
    const shared = await upload(pdf, people.officer, { sharedWithApplicant: 'true' });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().data.sharedWithApplicant).toBe(true);
    const unshared = await upload(pdf);
    expect(unshared.json().data.sharedWithApplicant).toBe(false);
  });

  it('keeps only the last segment of a path-like name, and nothing reaches the disk by it', async () => {
    const before = await storedState();
    const added = await upload({ name: '../../etc/passwd.pdf', content: PDF });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.file.name).toBe('passwd.pdf');
    const stored = (await storedPaths()).filter((path) => !before.paths.includes(path));
    expect(stored).toEqual([expect.stringMatching(/^objects\/[0-9a-f-]{36}$/)]);
    const download = await get(`/actionItemFile/download/${added.json().data.id}`, people.officer);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`,
    );
  });

  it.each([
    ['a Linux program', 'report.pdf', ELF],
    ['a Windows program', 'report.pdf', PE],
    ['text not named as text', 'notes.pdf', Buffer.from('Just words\n')],
  ])('refuses %s whatever it is called (415), keeping nothing', async (_what, name, content) => {
    const before = await storedState();
    const response = await upload({ name, content, contentType: 'application/pdf' });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(FILE_MESSAGES.unsupportedType);
    await expectNothingStoredBeyond(before);
  });

  it('takes a legacy Word or Excel file by the stream at the root of its directory', async () => {
    const page = Buffer.alloc(4096);
    const doc = buildCompoundFile([
      { name: 'WordDocument', content: page },
      { name: '1Table', content: page },
    ]);
    const xls = buildCompoundFile([{ name: 'Workbook', content: page }]);
    const word = await upload({ name: 'letter.doc', content: doc });
    expect(word.statusCode, word.body).toBe(200);
    expect(word.json().data.file.contentType).toBe('application/msword');
    const excel = await upload({ name: 'costs.xls', content: xls });
    expect(excel.statusCode, excel.body).toBe(200);
    expect(excel.json().data.file.contentType).toBe('application/vnd.ms-excel');
  });

  it('refuses a compound file naming WordDocument only in its data or inside a storage (415), keeping nothing', async () => {
    const before = await storedState();
    const words = Buffer.from('WordDocument\0Workbook\0', 'utf16le');
    const inData = buildCompoundFile([
      { name: 'Contents', content: Buffer.concat([words, Buffer.alloc(4096)]) },
    ]);
    const nested = buildCompoundFile([
      { name: 'Payload', children: [{ name: 'WordDocument', content: words }] },
    ]);
    for (const content of [inData, nested]) {
      const response = await upload({ name: 'letter.doc', content, contentType: 'application/msword' });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(FILE_MESSAGES.unsupportedType);
    }
    await expectNothingStoredBeyond(before);
  });

  it('takes plain text named .txt, and sends it back as UTF-8 text', async () => {
    const added = await upload({ name: 'notes.txt', content: 'Ring back — Tuesday\n' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.file.contentType).toBe('text/plain');
    const download = await get(`/actionItemFile/download/${added.json().data.id}`, people.officer);
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download.body).toBe('Ring back — Tuesday\n');
  });

  it('refuses a file over 25 MB (413), storing nothing at all', async () => {
    const before = await storedState();
    const items = await context.db.$count(actionItems);
    const oversized = Buffer.concat([PDF, Buffer.alloc(MAX_FILE_BYTES + 1 - PDF.length)]);
    const response = await upload({ name: 'huge.pdf', content: oversized });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(FILE_MESSAGES.tooLarge);
    await expectNothingStoredBeyond(before);
    expect(await context.db.$count(actionItems)).toBe(items);
  });

  it('refuses an empty file and a form without one (400 on the file), and bad fields before keeping anything', async () => {
    const before = await storedState();
    const empty = await upload({ name: 'empty.pdf', content: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.fields).toEqual({ file: [FILE_MESSAGES.empty] });
    const missing = await upload(undefined);
    expect(missing.json().data.fields).toEqual({ file: [FILE_MESSAGES.missing] });
    const badFields = await upload({ name: 'a.pdf', content: PDF }, people.officer, { prefix: 'Nap' });
    expect(badFields.statusCode).toBe(400);
    expect(Object.keys(badFields.json().data.fields)).toEqual(['prefix']);
    await expectNothingStoredBeyond(before);
  });

  it('refuses a JSON body (415) and a READONLY user (403), keeping nothing', async () => {
    const before = await storedState();
    const json = await post('/actionItemFile/add', people.officer, {
      diaryId: people.officersDiary,
      prefix: 'Letter',
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(FILE_MESSAGES.notMultipart);
    expect((await upload({ name: 'a.pdf', content: PDF }, people.reader)).statusCode).toBe(403);
    expect((await upload({ name: 'a.pdf', content: PDF }, people.colleague)).statusCode).toBe(404);
    await expectNothingStoredBeyond(before);
  });

  it('removes the file with its item', async () => {
    const added = await upload({ name: 'gone.pdf', content: PDF });
    const before = await storedState();
    expect((await post(`/actionItem/delete/${added.json().data.id}`, people.officer)).statusCode).toBe(200);
    expect(await context.db.$count(files)).toBe(before.rows - 1);
    expect((await storedPaths()).length).toBe(before.paths.length - 1);
    expect((await get(`/actionItemFile/download/${added.json().data.id}`, people.officer)).statusCode).toBe(
      404,
    );
  });
});
