import type { AlarmList } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../platform/access/caller';
import { type Announcements, createAnnouncements } from '../../platform/database/announcements';
import type { SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { createTestDiary, createTestItem } from '../../test/diaries';
import { ALARMS_CHANGED_CHANNEL, announcementOf } from './alarm-events';
import { createAlarmListCache, type AlarmListCache, type TimedAlarmList } from './alarm-list-cache';
import { listAlarms } from './list-alarms';

/**
 * The cache's own rules, on a cache of this file's own (the app's is out of reach), listening to
 * PostgreSQL's real announcements.
 */
const context = useTestApp();
const people = useCaseWorkers(context);

const MAX_AGE_MS = 10_000;
let announcements: Announcements;
let keptLists: AlarmListCache;
/** The owners announced, as this file's cache has heard them. */
const heard: string[] = [];

const ownerOf = (who: SignedInUser) => ({ authorityId: people.authorityId, webUserId: who.id });

function callerOf(who: SignedInUser): Caller {
  return {
    webUserId: who.id,
    userType: 'AUTHORITY_USER',
    role: 'READWRITE',
    authorityId: people.authorityId,
    impersonatorId: null,
    sessionFamilyId: '00000000-0000-4000-8000-000000000000',
    accessToken: 'token',
    accessTokenExpiresAt: 0,
  };
}

/** `who`'s alarms at `now`, through this file's cache. */
const alarmsAt = (who: SignedInUser, now: Date, counts = { upcoming: 5, past: 5 }) =>
  listAlarms(
    { db: context.db, keptLists },
    { caller: callerOf(who), webUserId: who.id, upcomingCount: counts.upcoming, pastCount: counts.past, now },
  );

/** An answer no statement could give: which load it came from shows in `upcomingRecord`. */
const answer = (load: number): TimedAlarmList => ({
  list: { data: [], upcomingRecord: load, datePassedRecord: 0, newRecord: 0 },
  soonestUpcomingAt: null,
});
const loaded = (load: number) => () => Promise.resolve(answer(load));

/** Makes a change, then waits until this file's cache has heard it announced for `who`. */
async function announcedChange(who: SignedInUser, change: () => Promise<unknown>) {
  heard.length = 0;
  await change();
  await vi.waitFor(() => expect(heard).toContain(announcementOf(ownerOf(who))));
}

/** Renames an item with the triggers off: nothing is announced, so only a kept answer hides it. */
async function renameSilently(itemId: number, description: string) {
  await context.ownerDb.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update action_items set description = ${description} where id = ${itemId}`);
  });
}

/** When the colleague's one item falls due (tomorrow), and moments around it. */
const due = new Date(Date.now() + 86_400_000);
const at = (ms: number) => new Date(due.getTime() + ms);
/** The colleague's one item, due at `due`. */
let colleaguesItem = 0;

/** Adds the colleague's one item, due at `due`, and waits until both its writes are heard. */
async function addColleaguesItem() {
  const { colleague } = people;
  const on = { authorityId: people.authorityId, caseId: people.caseOf.colleague, createdById: colleague.id };
  const diaryId = await createTestDiary(context.db, on);
  await announcedChange(
    colleague,
    async () => (colleaguesItem = await createTestItem(context.db, { ...on, diaryId })),
  );
  await announcedChange(colleague, () =>
    context.db.execute(
      sql`update action_items set scheduled_at = ${due.toISOString()} where id = ${colleaguesItem}`,
    ),
  );
}

beforeAll(async () => {
  announcements = createAnnouncements({ db: context.db, log: context.app.log });
  keptLists = createAlarmListCache({ announcements, maxAgeMs: MAX_AGE_MS });
  // Subscribed after the cache, so told of each announcement after it.
  announcements.subscribe(ALARMS_CHANGED_CHANNEL, (payload) => heard.push(payload));
  await announcements.start();
  await addColleaguesItem();
});

afterAll(async () => {
  keptLists.stop();
  await announcements.stop();
});

describe('createAlarmListCache', () => {
  it('keeps an answer until its soonest upcoming item falls due, which then moves to the past list', async () => {
    const { colleague } = people;
    const itemId = colleaguesItem;
    // With no upcoming item asked for, the answer still ends when the soonest upcoming falls due.
    for (const counts of [
      { upcoming: 5, past: 5 },
      { upcoming: 0, past: 5 },
    ]) {
      const before = await alarmsAt(colleague, at(-5_000), counts);
      expect(before).toMatchObject({ upcomingRecord: 1, datePassedRecord: 0 });
      await renameSilently(itemId, `Quiet ${counts.upcoming}`);
      expect(await alarmsAt(colleague, at(-1), counts)).toEqual(before);

      const after = await alarmsAt(colleague, at(1), counts);
      expect(after).toEqual<AlarmList>({
        data: [expect.objectContaining({ actionItemDetailId: itemId, isDatePassed: true })],
        upcomingRecord: 0,
        datePassedRecord: 1,
        newRecord: 0,
      });
      expect(after.data[0]?.actionItemDetail).toBe(`Call - Quiet ${counts.upcoming}`);
      // Nor is an answer given for a moment before the one it was read for.
      expect(await alarmsAt(colleague, at(-5_000), counts)).toMatchObject({ upcomingRecord: 1 });
    }
  });

  it('keeps an answer for its longest age at most', async () => {
    const { colleague } = people;
    const counts = { upcoming: 2, past: 2 };
    const before = await alarmsAt(colleague, at(-60_000), counts);
    await renameSilently(colleaguesItem, 'Quiet for a while');
    expect(await alarmsAt(colleague, at(-60_000 + MAX_AGE_MS - 1), counts)).toEqual(before);
    expect((await alarmsAt(colleague, at(-60_000 + MAX_AGE_MS), counts)).data[0]?.actionItemDetail).toBe(
      'Call - Quiet for a while',
    );
  });

  it("keeps each officer's answer per pair of counts, and drops only the officer announced", async () => {
    const { officer, colleague } = people;
    const now = new Date();
    const read = (who: SignedInUser, past: number, load: () => Promise<TimedAlarmList>) =>
      keptLists.read(ownerOf(who), { upcoming: 5, past }, now, load);
    await read(officer, 5, loaded(1));
    expect(await read(officer, 6, loaded(2))).toEqual(answer(2));
    expect(await read(colleague, 5, loaded(3))).toEqual(answer(3));
    expect(await read(officer, 5, loaded(4))).toEqual(answer(1));

    await announcedChange(colleague, () =>
      context.db.execute(
        sql`select pg_notify(${ALARMS_CHANGED_CHANNEL}, ${announcementOf(ownerOf(colleague))})`,
      ),
    );
    expect(await read(colleague, 5, loaded(5))).toEqual(answer(5));
    expect(await read(officer, 5, loaded(6))).toEqual(answer(1));

    // A write in this process drops the answers of every officer of its authority.
    keptLists.forgetAuthority(people.authorityId);
    expect(await read(officer, 5, loaded(7))).toEqual(answer(7));
    expect(await read(colleague, 5, loaded(8))).toEqual(answer(8));
  });

  it('does not keep an answer read across an announced change', async () => {
    const { officer } = people;
    const on = { authorityId: people.authorityId, caseId: people.caseOf.officer, createdById: officer.id };
    let itemId = 0;
    await announcedChange(officer, async () => {
      itemId = await createTestItem(context.db, { ...on, diaryId: people.officersDiary });
    });
    const read = (load: () => Promise<TimedAlarmList>) =>
      keptLists.read(ownerOf(officer), { upcoming: 7, past: 7 }, new Date(), load);
    const readAcrossChange = async () => {
      await announcedChange(officer, () =>
        context.db.execute(
          sql`update action_items set description = 'Changed meanwhile' where id = ${itemId}`,
        ),
      );
      return answer(1);
    };
    expect(await read(readAcrossChange)).toEqual(answer(1));
    expect(await read(loaded(2))).toEqual(answer(2));
    expect(await read(loaded(3))).toEqual(answer(2));
  });

  it('keeps nothing while announcements are not heard, and forgets everything when some may have been missed', async () => {
    const owner = ownerOf(people.officer);
    const counts = { upcoming: 9, past: 9 };
    const deaf = createAlarmListCache({
      announcements: createAnnouncements({ db: context.db, log: context.app.log }),
      maxAgeMs: 10_000,
    });
    await deaf.read(owner, counts, new Date(), loaded(1));
    expect(await deaf.read(owner, counts, new Date(), loaded(2))).toEqual(answer(2));
    deaf.stop();

    await keptLists.read(owner, counts, new Date(), loaded(3));
    expect(await keptLists.read(owner, counts, new Date(), loaded(4))).toEqual(answer(3));
    // Every listening connection of this database is cut; each comes back two seconds later.
    await context.ownerDb.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query like 'LISTEN %'`);
    await expect.poll(() => announcements.listening).toBe(false);
    await expect.poll(() => announcements.listening, { timeout: 10_000 }).toBe(true);
    expect(await keptLists.read(owner, counts, new Date(), loaded(5))).toEqual(answer(5));
  });
});
