import type { BulkRun } from '@casekeeper/contract';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases } from '../../db/schema';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { insertVariedCases } from '../../test/case-list-data';
import { CASE_LIST_CHANGED_CHANNEL } from '../cases';
import { ANNOUNCE_EVERY_CASES, ANNOUNCE_EVERY_MS } from './list-announcements';
import { runBulkRun } from './run-bulk-run';

// Case-list pages are kept (10 s, the default): only an announcement makes the next list read again.
const context = useTestApp({ CASE_LIST_CACHE_SECONDS: '10' });
const { get, post } = apiCalls(context);

const CASES = 250;
// 250 cases one transaction each: seconds on a quiet machine, more beside other suites.
const END_MARK = 'end-of-test-mark';

let authorityId: number;
let admin: SignedInUser;
let officer: SignedInUser;
/** Heard on a connection of the test's own, as each server process hears them: the payloads in order. */
let listener: pg.Client;
let heard: string[] = [];

/** Every announcement made so far, once heard: PostgreSQL delivers them in commit order, the mark last. */
async function heardSoFar(): Promise<string[]> {
  await listener.query(`select pg_notify('${CASE_LIST_CHANGED_CHANNEL}', '${END_MARK}')`);
  await expect.poll(() => heard.at(-1)).toBe(END_MARK);
  const payloads = heard.filter((payload) => payload !== END_MARK);
  heard = [];
  return payloads;
}

/** How many of the authority's cases the officer holds, as the ADMIN's list says (kept or not). */
async function listedAsOfficers(): Promise<number> {
  const response = await get('/case/list/', admin, { OfficerId: String(officer.id), PageSize: '10' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { totalRecords: number } }>().data.totalRecords;
}

beforeAll(async () => {
  authorityId = await createTestAuthority(context.db);
  admin = await signedInUser(context, { authorityId, role: 'ADMIN' });
  officer = await signedInUser(context, { authorityId, role: 'READWRITE' });
  await insertVariedCases(context.db, { authorityId, userId: admin.id, count: CASES, prefix: 'BLA' });
  listener = new pg.Client(context.db.$client.options);
  listener.on('notification', (message) => heard.push(message.payload ?? ''));
  await listener.connect();
  await listener.query(`LISTEN ${CASE_LIST_CHANGED_CHANNEL}`);
  // The app is ready only once it listens.
  expect(context.app.announcements.listening).toBe(true);
});

afterAll(async () => {
  await listener.end();
});

describe("a bulk run and other people's kept case lists", () => {
  it('announces the authority once per batch, not once per case, and a kept list shows the whole run at its end', async () => {
    const response = await post('/bulk-actions', admin, {
      selection: { kind: 'FILTER', filter: {} },
      action: { kind: 'REASSIGN', officerId: officer.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const run = response.json<{ data: BulkRun }>().data;
    expect(run.totalCount).toBe(CASES);
    await heardSoFar();
    const started = performance.now();

    // The first attempt stops after 200 cases: what it did is announced as it gives up.
    let looks = 0;
    const stopping = {
      get aborted() {
        looks += 1;
        return looks > 200;
      },
    } as AbortSignal;
    await expect(runBulkRun(context.db, { runId: run.id, isLastAttempt: false, stopping })).rejects.toThrow(
      /stopping/,
    );
    // The ADMIN's list shows them, and keeps that page: nothing the next attempt does announces
    // the authority until its end (fewer than a batch of cases are left).
    await expect.poll(listedAsOfficers).toBe(200);
    expect(await listedAsOfficers()).toBe(200);

    await runBulkRun(context.db, { runId: run.id, isLastAttempt: true });
    const elapsedMs = performance.now() - started;
    // The end of the run announces, so the kept page (good for 10 s more) goes at once.
    await expect.poll(listedAsOfficers, { timeout: 2_000 }).toBe(CASES);

    const announced = await heardSoFar();
    expect(new Set(announced)).toEqual(new Set([String(authorityId)]));
    // 200 then 50 cases: two full batches and the run's end, plus one for each second the
    // machine took (a batch is also told after ANNOUNCE_EVERY_MS), never one per case.
    const batches = Math.ceil(200 / ANNOUNCE_EVERY_CASES) + 1;
    expect(announced.length).toBeGreaterThanOrEqual(batches);
    expect(announced.length).toBeLessThanOrEqual(batches + Math.floor(elapsedMs / ANNOUNCE_EVERY_MS) + 1);
  }, 60_000);

  it('leaves a single change announcing at its own commit, on the connections the run used', async () => {
    const [one] = await context.db
      .select({ id: cases.id })
      .from(cases)
      .where(eq(cases.authorityId, authorityId))
      .limit(1);
    await heardSoFar();
    for (let change = 1; change <= 5; change += 1) {
      await context.db.execute(
        sql`update cases set client_first_name = ${`Single${change}`} where id = ${one?.id}`,
      );
    }
    expect(await heardSoFar()).toEqual(Array.from({ length: 5 }, () => String(authorityId)));
  });
});
