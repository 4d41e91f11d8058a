import type { YearSpend } from '@casekeeper/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Announcements, createAnnouncements } from '../../platform/database/announcements';
import { createTestAuthority, createTestUser } from '../../test/accounts';
import { useTestApp } from '../../test/build-test-app';
import { refreshGrantMoney } from '../grant';
import { SPEND_CHANGED_CHANNEL } from '../grant-figures';
import { insertAllocation } from './allocation-repository';
import { createKeptYearSpend, type KeptYearSpend } from './kept-year-spend';

/**
 * The kept figures' own rules, on a cache of this file's own listening to PostgreSQL's real
 * announcements, sent by the very writes that move the figures.
 */
const context = useTestApp();

let announcements: Announcements;
let kept: KeptYearSpend;
/** The authorities announced, as this file's cache has heard them. */
const heard: string[] = [];

/** Figures no statement could give: which load they came from shows in `year`. */
const figures = (load: number) => ({ year: load }) as YearSpend;
const readAs = (authorityId: number, load: number, key = '2026|2026-12-02') =>
  kept.read(authorityId, key, () => Promise.resolve(figures(load)));

/** Makes a change, then waits until this file's cache has heard it announced for `authorityId`. */
async function announced(authorityId: number, change: () => Promise<unknown>) {
  heard.length = 0;
  await change();
  await vi.waitFor(() => expect(heard).toContain(String(authorityId)));
}

beforeAll(async () => {
  announcements = createAnnouncements({ db: context.db, log: context.app.log });
  kept = createKeptYearSpend({ announcements, maxAgeMs: 60_000 });
  // Subscribed after the cache, so told of each announcement after it.
  announcements.subscribe(SPEND_CHANGED_CHANNEL, (payload) => heard.push(payload));
  await announcements.start();
});

afterAll(async () => {
  kept.stop();
  await announcements.stop();
});

describe('the kept Spend figures', () => {
  it('keeps a year’s figures until a grant’s money of the authority is counted again, on commit only', async () => {
    const authorityId = await createTestAuthority(context.db);
    const elsewhere = await createTestAuthority(context.db);
    expect(await readAs(authorityId, 1)).toEqual(figures(1));
    expect(await readAs(authorityId, 2)).toEqual(figures(1));

    // Another authority's change, and one rolled back, leave the figures kept.
    await announced(elsewhere, () =>
      context.db.transaction((tx) => refreshGrantMoney(tx, { authorityId: elsewhere, caseId: 1 })),
    );
    await context.db
      .transaction(async (tx) => {
        await refreshGrantMoney(tx, { authorityId, caseId: 1 });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await announced(elsewhere, () =>
      context.db.transaction((tx) => refreshGrantMoney(tx, { authorityId: elsewhere, caseId: 2 })),
    );
    expect(await readAs(authorityId, 3)).toEqual(figures(1));

    await announced(authorityId, () =>
      context.db.transaction((tx) => refreshGrantMoney(tx, { authorityId, caseId: 1 })),
    );
    expect(await readAs(authorityId, 4)).toEqual(figures(4));
    // Each year and as-at day apart.
    expect(await readAs(authorityId, 5, '2026|2026-12-03')).toEqual(figures(5));
  });

  it('drops them when the year’s allocation is recorded, and at once for a write in this process', async () => {
    const authorityId = await createTestAuthority(context.db);
    expect(await readAs(authorityId, 1)).toEqual(figures(1));
    const admin = await createTestUser(context.db, { authorityId, role: 'ADMIN' });
    await announced(authorityId, () =>
      context.db.transaction((tx) =>
        insertAllocation(
          tx,
          { authorityId, financialYear: 2026 },
          { allocationPence: 100, updatedById: admin.id },
        ),
      ),
    );
    expect(await readAs(authorityId, 2)).toEqual(figures(2));
    kept.forgetAuthority(authorityId);
    expect(await readAs(authorityId, 3)).toEqual(figures(3));
  });
});
