import {
  CASE_MESSAGES,
  GRANT_MESSAGES,
  MAX_WORKS_PER_CASE,
  STALE_RECORD_MESSAGE,
} from '@casekeeper/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authorityChoices, caseGrants, caseWorks } from '../../db/schema';
import { addDays } from '../../platform/time/calendar-days';
import { londonDay } from '../../platform/time/london-calendar';
import { apiCalls, lastAudit } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { openOfficersCase, useCaseWorkers } from '../../test/case-workers';
import { createTestWork, firstAdaptationType, grantCalls, workOf } from '../../test/grants';

const context = useTestApp();
const people = useCaseWorkers(context);
const { get, post } = apiCalls(context);
const { grantOf, change, changed } = grantCalls(context);

const openCase = () => openOfficersCase(context, people);

/** The adaptation types of the officer's authority, by name. */
async function adaptationTypes(): Promise<Record<string, number>> {
  const rows = await context.db
    .select({ id: authorityChoices.id, name: authorityChoices.name })
    .from(authorityChoices)
    .where(
      and(eq(authorityChoices.authorityId, people.authorityId), eq(authorityChoices.list, 'ADAPTATION_TYPE')),
    );
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

/** A new entry of the authority's adaptation types, retired or in use. */
async function newAdaptationType(name: string, isActive: boolean): Promise<number> {
  const [row] = await context.db
    .insert(authorityChoices)
    .values({ authorityId: people.authorityId, list: 'ADAPTATION_TYPE', name, isActive, sortOrder: 99 })
    .returning({ id: authorityChoices.id });
  if (!row) throw new Error('adaptation type not created');
  return row.id;
}

const grantRowOf = async (caseId: number) =>
  (await context.db.select().from(caseGrants).where(eq(caseGrants.caseId, caseId)))[0];

const fieldsOf = (response: { json(): unknown }) =>
  (response.json() as { data: { fields?: Record<string, string[]> } }).data.fields;

describe('a case’s grant before anything is added', () => {
  it('is a DRAFT at version 1 with nothing in it, and says what each caller may do', async () => {
    const caseId = await openCase();
    const grant = await grantOf(caseId, people.officer);
    expect(grant).toEqual({
      caseId,
      state: 'DRAFT',
      version: 1,
      works: [],
      quotes: [],
      acceptedQuoteId: null,
      acceptedReason: null,
      costs: null,
      figures: null,
      proposed: null,
      approved: null,
      variations: [],
      approvedTotalPence: null,
      limits: { mandatoryMaxPence: 3_000_000, discretionaryTopUps: false },
      can: { prepare: true, propose: false, approve: false, vary: false, decideVariations: false },
    });
    expect((await grantOf(caseId, people.admin)).can).toEqual({
      prepare: true,
      propose: false,
      approve: false,
      vary: false,
      decideVariations: false,
    });
    // Reading makes no row: the first change does.
    expect(await grantRowOf(caseId)).toBeUndefined();
  });
});

describe('the schedule of works', () => {
  it('adds items at the end, each change bumping the version and audited with what was added', async () => {
    const caseId = await openCase();
    const types = await adaptationTypes();
    await changed(caseId, 'works/add', people.officer, { work: workOf(types.Stairlift ?? 0) });
    const grant = await changed(caseId, 'works/add', people.officer, {
      work: workOf(types.Ramp ?? types['Ramp or level access'] ?? 0, {
        description: 'Ramp to the back door',
        location: null,
        otRecommended: false,
        otRecommendedOn: null,
      }),
    });
    expect(grant.version).toBe(3);
    expect(grant.works.map((work) => [work.position, work.adaptationTypeName, work.description])).toEqual([
      [1, 'Stairlift', 'Replace the bath with a level-access shower'],
      [2, 'Ramp or level access', 'Ramp to the back door'],
    ]);
    expect(grant.can).toEqual({
      prepare: true,
      propose: false,
      approve: false,
      vary: false,
      decideVariations: false,
    });
    expect(await grantRowOf(caseId)).toMatchObject({ state: 'DRAFT', version: 3 });
    expect(await lastAudit(context.db, 'grant.work-add', caseId)).toMatchObject({
      actorId: people.officer.id,
      authorityId: people.authorityId,
      before: { grantState: 'DRAFT', grantVersion: 2 },
      after: {
        description: 'Ramp to the back door',
        adaptationTypeName: 'Ramp or level access',
        grantVersion: 3,
      },
    });
  });

  it('takes only an adaptation type the authority has in use: not a retired one, another authority’s, nor a refusal reason', async () => {
    const caseId = await openCase();
    const retired = await newAdaptationType(`Hoist ${caseId}`, false);
    const [refusalReason] = await context.db
      .select({ id: authorityChoices.id })
      .from(authorityChoices)
      .where(
        and(
          eq(authorityChoices.authorityId, people.authorityId),
          eq(authorityChoices.list, 'REFUSAL_REASON'),
        ),
      );
    const othersType = await firstAdaptationType(context.db, people.outsider.authorityId ?? 0);
    for (const adaptationTypeId of [retired, refusalReason?.id ?? 0, othersType, 2_000_000_000]) {
      const response = await change(caseId, 'works/add', people.officer, { work: workOf(adaptationTypeId) });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual({ 'work.adaptationTypeId': [GRANT_MESSAGES.unknownAdaptationType] });
    }
    expect(await grantRowOf(caseId)).toBeUndefined();
    expect((await grantOf(caseId, people.officer)).works).toEqual([]);
  });

  it('keeps a type retired since on the item that has it, while no item may newly take it', async () => {
    const caseId = await openCase();
    const type = await newAdaptationType(`Step lift ${caseId}`, true);
    const [work] = (await changed(caseId, 'works/add', people.officer, { work: workOf(type) })).works;
    await context.db.update(authorityChoices).set({ isActive: false }).where(eq(authorityChoices.id, type));

    const saved = await changed(caseId, 'works/update', people.officer, {
      id: work?.id,
      work: workOf(type, { description: 'Step lift at the front door' }),
    });
    expect(saved.works).toMatchObject([
      { adaptationTypeId: type, description: 'Step lift at the front door' },
    ]);

    const another = await change(caseId, 'works/add', people.officer, { work: workOf(type) });
    expect(another.statusCode).toBe(400);
    const otherItem = await changed(caseId, 'works/add', people.officer, {
      work: workOf(await firstAdaptationType(context.db, people.authorityId)),
    });
    const switched = await change(caseId, 'works/update', people.officer, {
      id: otherItem.works[1]?.id,
      work: workOf(type),
    });
    expect(fieldsOf(switched)).toEqual({ 'work.adaptationTypeId': [GRANT_MESSAGES.unknownAdaptationType] });
    expect((await grantOf(caseId, people.officer)).works).toHaveLength(2);
  });

  it('refuses a recommendation dated after today in the UK, or dated without a recommendation', async () => {
    const caseId = await openCase();
    const type = await firstAdaptationType(context.db, people.authorityId);
    const tomorrow = addDays(londonDay(new Date()), 1);
    const future = await change(caseId, 'works/add', people.officer, {
      work: workOf(type, { otRecommendedOn: tomorrow }),
    });
    expect(future.statusCode).toBe(400);
    expect(fieldsOf(future)).toEqual({ 'work.otRecommendedOn': [GRANT_MESSAGES.otDateFuture] });
    const unrecommended = await change(caseId, 'works/add', people.officer, {
      work: workOf(type, { otRecommended: false }),
    });
    expect(fieldsOf(unrecommended)).toEqual({
      'work.otRecommendedOn': [GRANT_MESSAGES.otDateWithoutRecommendation],
    });
    const today = await changed(caseId, 'works/add', people.officer, {
      work: workOf(type, { otRecommendedOn: londonDay(new Date()) }),
    });
    expect(today.works).toHaveLength(1);
  });

  it('changes and removes an item, audited before and after; another case’s item is not found', async () => {
    const caseId = await openCase();
    const otherCase = await openCase();
    const type = await firstAdaptationType(context.db, people.authorityId);
    const [item] = (await changed(caseId, 'works/add', people.officer, { work: workOf(type) })).works;
    const [othersItem] = (await changed(otherCase, 'works/add', people.officer, { work: workOf(type) }))
      .works;

    const saved = await changed(caseId, 'works/update', people.officer, {
      id: item?.id,
      work: workOf(type, { location: 'Landing' }),
    });
    expect(saved.works).toMatchObject([{ id: item?.id, location: 'Landing', version: 2 }]);
    expect(await lastAudit(context.db, 'grant.work-update', caseId)).toMatchObject({
      before: { location: 'First-floor bathroom' },
      after: { location: 'Landing' },
    });

    for (const path of ['works/update', 'works/remove']) {
      const response = await change(caseId, path, people.officer, { id: othersItem?.id, work: workOf(type) });
      expect(response.statusCode, path).toBe(404);
    }
    expect((await grantOf(otherCase, people.officer)).works).toMatchObject([
      { location: 'First-floor bathroom' },
    ]);

    const removed = await changed(caseId, 'works/remove', people.officer, { id: item?.id });
    expect(removed.works).toEqual([]);
    expect(await lastAudit(context.db, 'grant.work-remove', caseId)).toMatchObject({
      before: { workId: item?.id, location: 'Landing' },
    });
  });

  it('reorders the schedule when given every item once, and refuses any other list', async () => {
    const caseId = await openCase();
    const otherCase = await openCase();
    const type = await firstAdaptationType(context.db, people.authorityId);
    for (const description of ['Stairlift', 'Shower', 'Ramp']) {
      await changed(caseId, 'works/add', people.officer, { work: workOf(type, { description }) });
    }
    const [othersItem] = (await changed(otherCase, 'works/add', people.officer, { work: workOf(type) }))
      .works;
    const [a, b, c] = (await grantOf(caseId, people.officer)).works.map((work) => work.id);

    const ordered = await changed(caseId, 'works/order', people.officer, { ids: [c, a, b] });
    expect(ordered.works.map((work) => [work.description, work.position])).toEqual([
      ['Ramp', 1],
      ['Stairlift', 2],
      ['Shower', 3],
    ]);
    for (const ids of [[a, b], [a, a, b], [a, b, othersItem?.id], [a, b, c, othersItem?.id], []]) {
      const response = await change(caseId, 'works/order', people.officer, { ids });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual({ ids: [GRANT_MESSAGES.orderMismatch] });
    }
    expect((await grantOf(caseId, people.officer)).works.map((work) => work.description)).toEqual([
      'Ramp',
      'Stairlift',
      'Shower',
    ]);
  });

  it(`holds at most ${MAX_WORKS_PER_CASE} items`, async () => {
    const caseId = await openCase();
    const on = { authorityId: people.authorityId, caseId, createdById: people.officer.id };
    for (let count = 0; count < MAX_WORKS_PER_CASE; count += 1) await createTestWork(context.db, on);
    const response = await change(caseId, 'works/add', people.officer, {
      work: workOf(await firstAdaptationType(context.db, people.authorityId)),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: GRANT_MESSAGES.tooManyWorks });
    expect(
      await context.db.$count(
        caseWorks,
        and(eq(caseWorks.caseId, caseId), eq(caseWorks.authorityId, people.authorityId)),
      ),
    ).toBe(MAX_WORKS_PER_CASE);
  });
});

describe('changes at once', () => {
  it('refuses a change naming an older version with a 409 carrying the grant as it is', async () => {
    const caseId = await openCase();
    const type = await firstAdaptationType(context.db, people.authorityId);
    await changed(caseId, 'works/add', people.officer, { work: workOf(type) });
    const stale = await post(`/case/${caseId}/works/add`, people.officer, { version: 1, work: workOf(type) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: STALE_RECORD_MESSAGE,
      data: {
        current: {
          caseId,
          version: 2,
          works: [{ description: 'Replace the bath with a level-access shower' }],
        },
      },
    });
    expect((await grantOf(caseId, people.officer)).works).toHaveLength(1);
  });

  it('lets one of two first changes made at once win; the other is a 409', async () => {
    const caseId = await openCase();
    const type = await firstAdaptationType(context.db, people.authorityId);
    const both = await Promise.all(
      ['First', 'Second'].map((description) =>
        post(`/case/${caseId}/works/add`, people.officer, {
          version: 1,
          work: workOf(type, { description }),
        }),
      ),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const grant = await grantOf(caseId, people.officer);
    expect([grant.version, grant.works.length]).toEqual([2, 1]);
  });
});

describe('who reaches a grant', () => {
  it('lets a READONLY user read the grant of a case they hold but change nothing', async () => {
    const caseId = people.caseOf.reader;
    const type = await firstAdaptationType(context.db, people.authorityId);
    await changed(caseId, 'works/add', people.admin, { work: workOf(type) });
    const grant = await grantOf(caseId, people.reader);
    expect(grant.works).toHaveLength(1);
    expect(grant.can).toEqual({
      prepare: false,
      propose: false,
      approve: false,
      vary: false,
      decideVariations: false,
    });
    const refused = await change(caseId, 'works/add', people.reader, { work: workOf(type) });
    expect(refused.statusCode).toBe(403);
    expect((await grantOf(caseId, people.admin)).works).toHaveLength(1);
  });

  it('keeps another officer’s case and another authority’s case out of reach: not found, and unchanged', async () => {
    const caseId = await openCase();
    const type = await firstAdaptationType(context.db, people.authorityId);
    await changed(caseId, 'works/add', people.officer, { work: workOf(type) });
    for (const who of [people.colleague, people.outsider]) {
      const read = await get(`/case/${caseId}/grant`, who);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toMatchObject({ message: CASE_MESSAGES.notFound });
      const write = await post(`/case/${caseId}/works/add`, who, { version: 2, work: workOf(type) });
      expect(write.statusCode).toBe(404);
    }
    expect((await get(`/case/${caseId}/grant`, people.platformAdmin)).statusCode).toBe(403);
    expect((await grantOf(caseId, people.officer)).version).toBe(2);
  });
});
