import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Executor } from '../../db/client';
import { caseViews } from '../../db/schema';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { createCaseLookRecorder } from './case-look-recorder';

const context = useTestApp();
const log = () => context.app.log;

let authorityId: number;
let officer: SignedInUser;
let caseId: number;

beforeAll(async () => {
  authorityId = await createTestAuthority(context.db, { shortCode: 'REC' });
  officer = await signedInUser(context, { authorityId });
  const added = await apiCalls(context).post('/case/add', officer, {
    clientFirstName: 'Ann',
    clientLastName: 'Client',
    addressLine1: '1 High Street',
    postCode: 'B33 8TH',
  });
  caseId = added.json<{ data: { id: number } }>().data.id;
});

const look = () => ({
  authorityId,
  caseId,
  webUserId: officer.id,
  impersonatorId: null,
  kind: 'VIEW' as const,
  fileId: null,
});

async function written(): Promise<number> {
  const rows = await context.db
    .select({ id: caseViews.id })
    .from(caseViews)
    .where(eq(caseViews.caseId, caseId));
  return rows.length;
}

describe('the case look recorder', () => {
  it('writes nothing while a look is kept, and everything kept when stopped (a graceful close)', async () => {
    const before = await written();
    const recorder = createCaseLookRecorder({ db: context.db, log: log(), flushMs: 3_600_000 });
    recorder.record(look());
    recorder.record(look());
    expect(await written()).toBe(before);
    await recorder.stop();
    expect(await written()).toBe(before + 2);
  });

  it('writes a full batch at once, without waiting for its timer', async () => {
    const before = await written();
    const recorder = createCaseLookRecorder({ db: context.db, log: log(), flushMs: 3_600_000, batchRows: 3 });
    for (let index = 0; index < 3; index += 1) recorder.record(look());
    await vi.waitFor(async () => expect(await written()).toBe(before + 3));
    await recorder.stop();
  });

  it('writes a look on its timer when nobody asks', async () => {
    const before = await written();
    const recorder = createCaseLookRecorder({ db: context.db, log: log(), flushMs: 20 });
    recorder.record(look());
    await vi.waitFor(async () => expect(await written()).toBe(before + 1));
    await recorder.stop();
  });

  it('keeps the looks a failed write held, and writes them with the next batch', async () => {
    const before = await written();
    let failures = 1;
    const flaky = {
      execute: (...args: Parameters<typeof context.db.execute>) =>
        failures-- > 0 ? Promise.reject(new Error('database away')) : context.db.execute(...args),
    } as unknown as Executor;
    const recorder = createCaseLookRecorder({ db: flaky, log: log(), flushMs: 3_600_000 });
    recorder.record(look());
    await recorder.flush();
    expect(await written()).toBe(before);
    recorder.record(look());
    await recorder.stop();
    expect(await written()).toBe(before + 2);
  });
});
