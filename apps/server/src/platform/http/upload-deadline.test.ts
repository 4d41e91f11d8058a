import { ERROR_STATUS, FILE_MESSAGES } from '@casekeeper/contract';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { holdUpload, type RawAnswer } from '../../test/held-upload';

// Shortened limits: a second without a byte, three in all.
const context = useTestApp({ UPLOAD_IDLE_SECONDS: '1', UPLOAD_TIME_LIMIT_SECONDS: '3' });
const people = useCaseWorkers(context);

beforeAll(async () => {
  await context.app.listen({ port: 0, host: '127.0.0.1' });
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64 * 1024, 0x20), Buffer.from('%%EOF\n')]);
const temporaryFiles = () => readdir(join(context.config.FILE_STORAGE_DIR, 'tmp')).catch(() => []);

function hold(sentBytes: number) {
  return holdUpload(
    context.app,
    {
      url: '/api/actionItemFile/add',
      auth: people.officer.auth,
      fields: {
        diaryId: people.officersDiary,
        prefix: 'Letter',
        description: 'Grant letter',
        scheduledAt: '2026-04-01T10:00:00+01:00',
      },
      file: PDF,
    },
    sentBytes,
  );
}

function expectTimedOut(answer: RawAnswer, message: string) {
  expect(answer.status).toBe(ERROR_STATUS.REQUEST_TIMEOUT);
  expect(answer.headers.toLowerCase()).toContain('connection: close');
  expect(JSON.parse(answer.body)).toMatchObject({
    statusCode: 408,
    message,
    data: { code: 'REQUEST_TIMEOUT' },
  });
}

describe('an upload over a real connection', () => {
  it('is answered 408 and closed when only its headers came', async () => {
    const answer = await hold(0).answer;
    expectTimedOut(answer, FILE_MESSAGES.stalled);
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(900);
    expect(answer.elapsedMs).toBeLessThan(2900);
  });

  it('is answered 408 and closed when its file stops halfway, and its temporary file is removed', async () => {
    const upload = hold(32 * 1024);
    // The part of the file that came is on disk, waiting for the rest.
    await vi.waitFor(async () => expect(await temporaryFiles()).toHaveLength(1), { interval: 20 });
    const answer = await upload.answer;
    expectTimedOut(answer, FILE_MESSAGES.stalled);
    expect(answer.elapsedMs).toBeLessThan(2900);
    expect(await temporaryFiles()).toEqual([]);
  });

  it('is answered 408 when it trickles past the time limit, a byte at a time', async () => {
    const upload = hold(1024);
    const drip = setInterval(() => upload.trickle(1), 200);
    try {
      const answer = await upload.answer;
      expectTimedOut(answer, FILE_MESSAGES.tooSlow);
      expect(answer.elapsedMs).toBeGreaterThanOrEqual(2900);
    } finally {
      clearInterval(drip);
    }
    expect(await temporaryFiles()).toEqual([]);
  });

  it('is kept when the rest of it comes in time', async () => {
    const upload = hold(1024);
    upload.rest();
    const answer = await upload.answer;
    expect(answer.status, answer.body).toBe(200);
  });
});
