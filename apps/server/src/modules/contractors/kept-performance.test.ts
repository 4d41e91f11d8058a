import type { ContractorPerformanceList } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Announcements, createAnnouncements } from '../../platform/database/announcements';
import { createTestUser } from '../../test/accounts';
import { useTestApp } from '../../test/build-test-app';
import { CASE_LIST_CHANGED_CHANNEL } from '../cases';
import { refreshGrantMoney } from '../grant';
import { SPEND_CHANGED_CHANNEL } from '../grant-figures';
import { adaptationTypeNamed, insertSpendFixture } from '../spend/spend-fixtures';
import { createKeptContractorPerformance, type KeptContractorPerformance } from './kept-performance';

/**
 * The kept answers' own rules, on a cache of this file's own listening to PostgreSQL's real
 * announcements: the case list's triggers and the grant writes' own.
 */
const context = useTestApp();

let announcements: Announcements;
let kept: KeptContractorPerformance;
/** What this file's cache has heard, as `channel:payload`. */
const heard: string[] = [];

/** An answer no statement could give: which load it came from shows in `from`. */
const answer = (load: number) =>
  ({ from: String(load), to: '', contractors: [] }) as ContractorPerformanceList;
const readAs = (authorityId: number, load: number) =>
  kept.read(authorityId, '2026-04-01|2027-03-31', () => Promise.resolve(answer(load)));

async function announced(what: string, change: () => Promise<unknown>) {
  heard.length = 0;
  await change();
  await vi.waitFor(() => expect(heard).toContain(what));
}

/** An authority with one case of an approved grant in it: answers the authority and the case. */
async function authorityWithCase() {
  const admin = await createTestUser(context.db, { role: 'ADMIN' });
  const authorityId = admin.authorityId ?? 0;
  const officer = await createTestUser(context.db, { authorityId, role: 'READWRITE' });
  const caseId = await insertSpendFixture(
    context.db,
    { authorityId, officerId: officer.id, adminId: admin.id },
    {
      approvedOn: '2026-05-01',
      approvedTotalPence: 100_000,
      workTypes: [await adaptationTypeNamed(context.db, authorityId, 'Stairlift')],
    },
  );
  return { authorityId, caseId };
}

beforeAll(async () => {
  announcements = createAnnouncements({ db: context.db, log: context.app.log });
  kept = createKeptContractorPerformance({ announcements, maxAgeMs: 60_000 });
  for (const channel of [CASE_LIST_CHANGED_CHANNEL, SPEND_CHANGED_CHANNEL])
    announcements.subscribe(channel, (payload) => heard.push(`${channel}:${payload}`));
  await announcements.start();
});

afterAll(async () => {
  kept.stop();
  await announcements.stop();
});

describe('the kept contractor performance', () => {
  it('is dropped by a change to one of the authority’s cases, and by no other authority’s', async () => {
    const { authorityId, caseId } = await authorityWithCase();
    const elsewhere = await authorityWithCase();
    expect(await readAs(authorityId, 1)).toEqual(answer(1));
    expect(await readAs(authorityId, 2)).toEqual(answer(1));
    await announced(`${CASE_LIST_CHANGED_CHANNEL}:${elsewhere.authorityId}`, () =>
      context.db.execute(sql`update cases set status_id = 7 where id = ${elsewhere.caseId}`),
    );
    expect(await readAs(authorityId, 3)).toEqual(answer(1));
    await announced(`${CASE_LIST_CHANGED_CHANNEL}:${authorityId}`, () =>
      context.db.execute(sql`update cases set status_id = 7 where id = ${caseId}`),
    );
    expect(await readAs(authorityId, 4)).toEqual(answer(4));
  });

  it('is dropped by a change to one of the authority’s grants, its quotes or variations', async () => {
    const { authorityId, caseId } = await authorityWithCase();
    expect(await readAs(authorityId, 1)).toEqual(answer(1));
    await announced(`${SPEND_CHANGED_CHANNEL}:${authorityId}`, () =>
      context.db.transaction((tx) => refreshGrantMoney(tx, { authorityId, caseId })),
    );
    expect(await readAs(authorityId, 2)).toEqual(answer(2));
  });
});
