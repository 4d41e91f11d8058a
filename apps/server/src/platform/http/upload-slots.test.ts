import { FILE_MESSAGES, MAX_UPLOADS_AT_ONCE } from '@casekeeper/contract';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { holdUpload } from '../../test/held-upload';
import { multipartForm, postMultipart } from '../../test/multipart';

const context = useTestApp();
const people = useCaseWorkers(context);

beforeAll(async () => {
  await context.app.listen({ port: 0, host: '127.0.0.1' });
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64 * 1024, 0x20), Buffer.from('%%EOF\n')]);
const fields = () => ({
  diaryId: people.officersDiary,
  prefix: 'Letter',
  description: 'Grant letter',
  scheduledAt: '2026-04-01T10:00:00+01:00',
});
const temporaryFiles = () => readdir(join(context.config.FILE_STORAGE_DIR, 'tmp')).catch(() => []);

function upload(who: SignedInUser) {
  const form = multipartForm(fields(), { file: { name: 'letter.pdf', content: PDF } });
  return postMultipart(context.app, '/api/actionItemFile/add', who, form);
}

describe('uploads at once', () => {
  it(`lets a user send ${MAX_UPLOADS_AT_ONCE} at once and refuses another (429) until one ends`, async () => {
    const held = Array.from({ length: MAX_UPLOADS_AT_ONCE }, () =>
      holdUpload(
        context.app,
        { url: '/api/actionItemFile/add', auth: people.officer.auth, fields: fields(), file: PDF },
        32 * 1024,
      ),
    );
    await vi.waitFor(async () => expect(await temporaryFiles()).toHaveLength(MAX_UPLOADS_AT_ONCE), {
      interval: 20,
    });

    const refused = await upload(people.officer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message: FILE_MESSAGES.tooManyAtOnce,
      data: { code: 'RATE_LIMITED' },
    });
    // Another user's share is their own.
    expect((await upload(people.admin)).statusCode).toBe(200);

    const [first, second, third] = held;
    first?.rest();
    expect((await first?.answer)?.status).toBe(200);
    expect((await upload(people.officer)).statusCode).toBe(200);

    // A hung-up upload gives its place back too, and leaves nothing behind.
    second?.hangUp();
    third?.rest();
    expect((await third?.answer)?.status).toBe(200);
    await vi.waitFor(async () => expect(await temporaryFiles()).toEqual([]), { interval: 20 });
    const again = await Promise.all(
      Array.from({ length: MAX_UPLOADS_AT_ONCE }, () => upload(people.officer)),
    );
    expect(again.map((response) => response.statusCode)).toEqual(Array(MAX_UPLOADS_AT_ONCE).fill(200));
  });
});
