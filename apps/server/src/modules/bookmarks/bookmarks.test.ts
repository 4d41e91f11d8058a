import { BOOKMARK_MESSAGES } from '@casekeeper/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookmarkFilters } from '../../db/schema';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';

const context = useTestApp();
const { get, post } = apiCalls(context);

let officer: SignedInUser;
let colleague: SignedInUser;
let platformAdmin: SignedInUser;

beforeAll(async () => {
  const authorityId = await createTestAuthority(context.db);
  officer = await signedInUser(context, { authorityId, role: 'READWRITE' });
  colleague = await signedInUser(context, { authorityId, role: 'READONLY' });
  platformAdmin = await signedInUser(context, { userType: 'ADMIN' });
});

const urgentAssessments = { ApplicationStatusMasterIds: '3', Priority: 'Urgent', SortCol: 'ReferralDate' };

describe('bookmark filters', () => {
  it('saves the filter on screen under a name, lists it checked, renames and deletes it', async () => {
    const added = await post('/bookmark-filter/add', officer, {
      name: 'Urgent assessments',
      filter: urgentAssessments,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe(BOOKMARK_MESSAGES.added('Urgent assessments'));
    const saved = added.json().data;
    expect(saved.filter).toEqual({
      ApplicationStatusMasterIds: [3],
      SearchTerm: '',
      OfficerId: null,
      ContractorId: null,
      Priority: 'Urgent',
      ReferralDateFrom: null,
      ReferralDateTo: null,
      OpenedMonth: null,
      ClosedMonth: null,
      ClockId: null,
      ClockState: null,
      ClockMonth: null,
      ClockMonthTo: null,
      AwaitingApproval: false,
      SpendFigure: null,
      SpendYear: null,
      SpendMonth: null,
      AdaptationTypeId: null,
      SortCol: 'ReferralDate',
      SortDir: 'desc',
    });

    const renamed = await post('/bookmark-filter/update', officer, {
      id: saved.id,
      name: 'Urgent OT visits',
      filter: { ...urgentAssessments, SearchTerm: 'visit' },
    });
    expect(renamed.json().data).toMatchObject({ name: 'Urgent OT visits', filter: { SearchTerm: 'visit' } });
    expect(
      (await get('/bookmark-filter/list', officer)).json().data.map((row: { name: string }) => row.name),
    ).toEqual(['Urgent OT visits']);

    expect((await post(`/bookmark-filter/delete/${saved.id}`, officer)).statusCode).toBe(200);
    expect((await get('/bookmark-filter/list', officer)).json().data).toEqual([]);
  });

  it("keeps each user's filters to themselves: another's is not found and not listed", async () => {
    const mine = (await post('/bookmark-filter/add', officer, { name: 'Mine', filter: {} })).json().data;
    expect((await get('/bookmark-filter/list', colleague)).json().data).toEqual([]);
    const rename = await post('/bookmark-filter/update', colleague, {
      id: mine.id,
      name: 'Taken',
      filter: {},
    });
    expect(rename.statusCode).toBe(404);
    expect((await post(`/bookmark-filter/delete/${mine.id}`, colleague)).statusCode).toBe(404);
    expect((await get('/bookmark-filter/list', officer)).json().data).toHaveLength(1);
  });

  it('refuses a name already used and a filter that is not valid, changing nothing', async () => {
    await post('/bookmark-filter/add', officer, { name: 'Twice', filter: {} });
    const before = await context.db.$count(bookmarkFilters);
    const again = await post('/bookmark-filter/add', officer, { name: 'Twice', filter: {} });
    expect(again.statusCode).toBe(400);
    expect(again.json().data.fields).toEqual({ name: [BOOKMARK_MESSAGES.nameTaken] });
    const invalid = await post('/bookmark-filter/add', officer, {
      name: 'Bad',
      filter: { SortCol: 'password' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().data.fields)).toEqual(['filter.SortCol']);
    expect(await context.db.$count(bookmarkFilters)).toBe(before);
  });

  it('saves the clock filters and gives them back', async () => {
    const added = await post('/bookmark-filter/add', officer, {
      name: 'Decisions missed in October',
      filter: {
        ClockId: '7',
        ClockState: 'Missed',
        ClockMonth: '2026-10',
        ClockMonthTo: '2026-12',
        SortCol: 'NextDue',
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const listed = (await get('/bookmark-filter/list', officer)).json<{
      data: { name: string; filter: object }[];
    }>().data;
    expect(listed.find((row) => row.name === 'Decisions missed in October')?.filter).toMatchObject({
      ClockId: 7,
      ClockState: 'Missed',
      ClockMonth: '2026-10',
      ClockMonthTo: '2026-12',
      SortCol: 'NextDue',
    });
  });

  it('reads a filter saved before the month, clock and Spend filters existed as one without them', async () => {
    const owner = await signedInUser(context, { role: 'READWRITE' });
    const saved = (
      await post('/bookmark-filter/add', officer, { name: 'Template', filter: urgentAssessments })
    ).json<{ data: { filter: Record<string, unknown> } }>().data.filter;
    const older = Object.fromEntries(
      Object.entries(saved).filter(
        ([field]) =>
          ![
            'OpenedMonth',
            'ClosedMonth',
            'ClockId',
            'ClockState',
            'ClockMonth',
            'ClockMonthTo',
            'AwaitingApproval',
            'SpendFigure',
            'SpendYear',
            'SpendMonth',
            'AdaptationTypeId',
          ].includes(field),
      ),
    );
    await context.db.insert(bookmarkFilters).values({
      authorityId: owner.authorityId ?? 0,
      webUserId: owner.id,
      name: 'From last year',
      filter: older,
    });
    const answer = await get('/bookmark-filter/list', owner);
    expect(answer.statusCode, answer.body).toBe(200);
    const [listed] = answer.json<{ data: { filter: object }[] }>().data;
    expect(listed?.filter).toMatchObject({
      Priority: 'Urgent',
      OpenedMonth: null,
      ClosedMonth: null,
      ClockId: null,
      ClockState: null,
      ClockMonth: null,
      ClockMonthTo: null,
      AwaitingApproval: false,
      SpendFigure: null,
      SpendYear: null,
      SpendMonth: null,
      AdaptationTypeId: null,
    });
  });

  it('is for the people who work cases, not platform admins', async () => {
    expect((await get('/bookmark-filter/list', platformAdmin)).statusCode).toBe(403);
  });
});
