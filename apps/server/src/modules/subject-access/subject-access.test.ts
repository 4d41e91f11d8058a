import { SUBJECT_ACCESS_MESSAGES } from '@casekeeper/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicantCases, auditLog, caseViews, files } from '../../db/schema';
import { createTestUser, signIn } from '../../test/accounts';
import { apiCalls, freshIp, lastAudit, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { multipartForm, postMultipart } from '../../test/multipart';
import { pdfText } from '../../test/pdf-text';
import { zipEntries } from '../../test/zip-entries';

const context = useTestApp();
const { post } = apiCalls(context);
const people = useCaseWorkers(context);

const MARIAN = {
  clientFirstName: 'Marian',
  clientLastName: 'Halcombe',
  clientDateOfBirth: '1980-03-14',
  clientEmail: 'Marian.Halcombe@Example.org',
  clientPhone: '+44 1632 960417',
  addressLine1: '3 Limmeridge Row',
  town: 'Leeds',
  postCode: 'LS1 4AP',
  uprn: '100023336956',
};
/** The same surname, someone else: another first name, date of birth, e-mail, phone and home. */
const LAURA = {
  clientFirstName: 'Laura',
  clientLastName: 'Halcombe',
  clientDateOfBirth: '1984-06-01',
  clientEmail: 'laura.h@example.org',
  clientPhone: '01632 960999',
  addressLine1: '9 Blackwater Park',
  town: 'Leeds',
  postCode: 'LS2 9JT',
  uprn: '100023336999',
};

const PLAN = Buffer.from('%PDF-1.4\nMarian stair lift plan\n%%EOF\n');
const PHOTO = Buffer.from('Photo of the bathroom, as plain text\n');
const PAYSLIP = Buffer.from('%PDF-1.4\nMarian payslip\n%%EOF\n');
const LAURAS = Buffer.from('%PDF-1.4\nLaura own letter\n%%EOF\n');

type Seeded = {
  homeCase: number;
  movedCase: number;
  lauraCase: number;
  applicant: SignedInUser;
};
const seeded = {} as Seeded;

async function openCase(fields: Record<string, unknown>) {
  const added = await post('/case/add', people.admin, { ...fields, assignedOfficerId: people.officer.id });
  expect(added.statusCode, added.body).toBe(200);
  return added.json<{ data: { id: number } }>().data.id;
}

async function diaryOn(caseId: number, title: string) {
  const added = await post('/actionDiary/add', people.officer, { caseId, title });
  expect(added.statusCode, added.body).toBe(200);
  return added.json<{ data: { id: number } }>().data.id;
}

const WHEN = { prefix: 'Visit', scheduledAt: '2026-11-20T10:00:00+00:00' };

async function textItem(diaryId: number, text: string) {
  const added = await post('/actionItemText/add', people.officer, {
    diaryId,
    description: 'Home visit',
    text,
    ...WHEN,
  });
  expect(added.statusCode, added.body).toBe(200);
}

async function fileItem(diaryId: number, name: string, content: Buffer) {
  const form = multipartForm({ diaryId, description: 'Papers', ...WHEN }, { file: { name, content } });
  const added = await postMultipart(context.app, '/api/actionItemFile/add', people.officer, form);
  expect(added.statusCode, added.body).toBe(200);
}

beforeAll(async () => {
  seeded.homeCase = await openCase(MARIAN);
  // She moved: her second case is at another address, her phone written the British way, no e-mail.
  seeded.movedCase = await openCase({
    ...MARIAN,
    clientFirstName: ' marian ',
    clientEmail: undefined,
    clientPhone: '01632 960 417',
    addressLine1: '12 Fairlie Close',
    postCode: 'LS6 2BD',
    uprn: undefined,
  });
  seeded.lauraCase = await openCase(LAURA);

  const homeDiary = await diaryOn(seeded.homeCase, 'Assessment');
  await textItem(homeDiary, 'Marian needs a stair lift; the stairs turn at the top.');
  await fileItem(homeDiary, 'stair-lift-plan.pdf', PLAN);
  await fileItem(homeDiary, 'bathroom.txt', PHOTO);
  const movedDiary = await diaryOn(seeded.movedCase, 'After the move');
  await textItem(movedDiary, 'Marian settled at Fairlie Close; shower seat fitted.');
  await fileItem(movedDiary, 'stair-lift-plan.pdf', PLAN);
  const lauraDiary = await diaryOn(seeded.lauraCase, 'Laura only');
  await textItem(lauraDiary, 'Laura asked about a ramp.');
  await fileItem(lauraDiary, 'laura-letter.pdf', LAURAS);

  const note = await post('/warningNote/add', people.officer, {
    caseId: seeded.homeCase,
    subject: 'ADDRESS',
    type: 'ANIMALS',
    text: 'Two large dogs; ask for them to be shut away.',
    reviewOn: '2099-01-31',
  });
  expect(note.statusCode, note.body).toBe(200);

  // Her applicant account follows her first case, and she sent a message and a payslip from the portal.
  const user = await createTestUser(context.db, {
    userType: 'APPLICANT',
    authorityId: people.authorityId,
    email: 'marian.halcombe@example.org',
    firstName: 'Marian',
    lastName: 'Halcombe',
  });
  await context.db.insert(applicantCases).values({
    authorityId: people.authorityId,
    caseId: seeded.homeCase,
    applicantId: user.id,
    invitedById: people.officer.id,
    acceptedAt: new Date(),
  });
  seeded.applicant = { ...user, ...(await signIn(context.app, user, freshIp(), 'portal')) };
  const sent = await post('/portal/message', seeded.applicant, { message: 'Tuesday morning suits me.' });
  expect(sent.statusCode, sent.body).toBe(200);
  const form = multipartForm({ note: 'My payslip' }, { file: { name: 'payslip.pdf', content: PAYSLIP } });
  const document = await postMultipart(context.app, '/api/portal/document', seeded.applicant, form);
  expect(document.statusCode, document.body).toBe(200);
  // Her officer replied, and asked her for a document.
  const reply = await post(`/case/${seeded.homeCase}/conversation/reply`, people.officer, {
    message: 'Tuesday at ten, Marian.',
  });
  expect(reply.statusCode, reply.body).toBe(200);
  const asked = await post(`/case/${seeded.homeCase}/document-requests`, people.officer, {
    items: [{ kind: 'OTHER', details: 'Letter from the landlord of Limmeridge', dueOn: '2099-01-31' }],
  });
  expect(asked.statusCode, asked.body).toBe(200);
});

type SearchAnswer = {
  cases: { id: number; caseNumber: string; clientName: string; matched: string[] }[];
  applicants: { id: number; email: string; matched: string[]; cases: { id: number }[] }[];
  auditEntries: number;
  truncated: boolean;
};

async function search(body: object, who: SignedInUser = people.admin) {
  const answer = await post('/subjectAccess/search', who, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: SearchAnswer }>().data;
}

const exportFor = (body: object, who: SignedInUser = people.admin) =>
  post('/subjectAccess/export', who, body);

async function exported(body: object) {
  const answer = await exportFor(body);
  expect(answer.statusCode, answer.body).toBe(200);
  const entries = await zipEntries(answer.rawPayload);
  const data = JSON.parse(entries.get('data.json')?.toString('utf8') ?? 'null') as Record<string, unknown>;
  return { answer, entries, data, json: entries.get('data.json')?.toString('utf8') ?? '' };
}

describe('subject access: finding a person', () => {
  it('finds both of her cases by name and date of birth, ignoring case and spaces, and not the other Halcombe', async () => {
    const found = await search({ firstName: 'MARIAN', lastName: ' halcombe', dateOfBirth: '1980-03-14' });
    expect(found.cases.map((row) => row.id)).toEqual([seeded.homeCase, seeded.movedCase]);
    expect(found.cases[0]).toMatchObject({
      clientName: 'Marian Halcombe',
      matched: ['NAME_AND_DATE_OF_BIRTH'],
    });
    // Her account follows a case found.
    expect(found.applicants).toEqual([
      expect.objectContaining({
        id: seeded.applicant.id,
        email: 'marian.halcombe@example.org',
        matched: ['FOLLOWED_CASE'],
        cases: [expect.objectContaining({ id: seeded.homeCase })],
      }),
    ]);
    expect(found.auditEntries).toBeGreaterThan(5);
    expect(found.truncated).toBe(false);
  });

  it('finds her by each other identifier, normalised as stored ones are', async () => {
    const byEmail = await search({ email: 'marian.HALCOMBE@example.org' });
    expect(byEmail.cases.map((row) => row.id)).toEqual([seeded.homeCase]);
    expect(byEmail.applicants[0]?.matched.sort()).toEqual(['EMAIL', 'FOLLOWED_CASE']);

    const byPhone = await search({ phone: '01632960417' });
    expect(byPhone.cases.map((row) => row.id)).toEqual([seeded.homeCase, seeded.movedCase]);
    expect(byPhone.cases.every((row) => row.matched.includes('PHONE'))).toBe(true);

    const byPostCode = await search({ postCode: ' ls6  2bd ' });
    expect(byPostCode.cases.map((row) => row.id)).toEqual([seeded.movedCase]);

    const byUprn = await search({ uprn: '100023336956' });
    expect(byUprn.cases.map((row) => row.id)).toEqual([seeded.homeCase]);
    expect(byUprn.cases[0]?.matched).toEqual(['UPRN']);

    // Several at once: each case says what it met.
    const both = await search({ email: 'marian.halcombe@example.org', postCode: 'LS6 2BD' });
    expect(both.cases.map((row) => [row.id, row.matched])).toEqual([
      [seeded.homeCase, ['EMAIL']],
      [seeded.movedCase, ['POST_CODE']],
    ]);
  });

  it('never finds the other person with the same surname by her identifiers', async () => {
    for (const body of [
      { firstName: 'Marian', lastName: 'Halcombe', dateOfBirth: '1980-03-14' },
      { email: 'marian.halcombe@example.org' },
      { phone: '+44 (0)1632 960417' },
      { postCode: 'LS1 4AP' },
      { uprn: '100023336956' },
    ]) {
      const found = await search(body);
      expect(found.cases.map((row) => row.id)).not.toContain(seeded.lauraCase);
    }
    // The surname alone is no identifier: a name is searched with its date of birth.
    const laura = await search({ firstName: 'Laura', lastName: 'Halcombe', dateOfBirth: '1984-06-01' });
    expect(laura.cases.map((row) => row.id)).toEqual([seeded.lauraCase]);
    expect(laura.applicants).toEqual([]);
  });

  it('refuses a search without a complete identifier, with messages that say what is missing', async () => {
    const nothing = await post('/subjectAccess/search', people.admin, { firstName: '', email: '  ' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({
      data: { fields: { _: [SUBJECT_ACCESS_MESSAGES.identifierRequired] } },
    });

    const surnameOnly = await post('/subjectAccess/search', people.admin, { lastName: 'Halcombe' });
    expect(surnameOnly.statusCode).toBe(400);
    const fields = surnameOnly.json<{ data: { fields: Record<string, string[]> } }>().data.fields;
    expect(fields).toEqual({
      firstName: [SUBJECT_ACCESS_MESSAGES.firstNameRequired],
      dateOfBirth: [SUBJECT_ACCESS_MESSAGES.dateOfBirthRequired],
    });

    const badValues = await post('/subjectAccess/search', people.admin, {
      email: 'not-an-address',
      phone: 'call me',
      postCode: 'XX',
      uprn: '12ab',
    });
    expect(badValues.statusCode).toBe(400);
    expect(badValues.json<{ data: { fields: Record<string, string[]> } }>().data.fields).toEqual({
      email: [SUBJECT_ACCESS_MESSAGES.emailFormat],
      phone: [SUBJECT_ACCESS_MESSAGES.phoneFormat],
      postCode: [SUBJECT_ACCESS_MESSAGES.postCodeFormat],
      uprn: [SUBJECT_ACCESS_MESSAGES.uprnFormat],
    });
  });

  it('audits a search by the kinds of identifier, never their values', async () => {
    await search({ email: 'marian.halcombe@example.org', uprn: '100023336956' });
    const audited = await lastAudit(context.db, 'subject-access.search', people.authorityId);
    expect(audited).toMatchObject({
      actorId: people.admin.id,
      authorityId: people.authorityId,
      entityType: 'authority',
      after: { identifiers: ['EMAIL', 'UPRN'], cases: 1, applicants: 1 },
    });
    expect(JSON.stringify(audited)).not.toContain('halcombe');
    expect(JSON.stringify(audited)).not.toContain('100023336956');
  });

  it("finds nothing of hers for another authority's ADMIN", async () => {
    const found = await search({ email: 'marian.halcombe@example.org' }, people.outsider);
    expect(found).toEqual({ cases: [], applicants: [], auditEntries: 0, truncated: false });
  });
});

describe('subject access: the export', () => {
  const everything = () => ({
    caseIds: [seeded.homeCase, seeded.movedCase],
    applicantIds: [seeded.applicant.id],
  });

  it("holds both her cases, her diaries, her account and her files, and nothing of the other person's", async () => {
    const { answer, entries, data, json } = await exported(everything());
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="subject-access-\d{4}-\d{2}-\d{2}\.zip"$/,
    );

    const cases = data.cases as { caseNumber: string; diaries: { items: { text: string | null }[] }[] }[];
    expect(cases).toHaveLength(2);
    const texts = cases.flatMap((found) =>
      found.diaries.flatMap((diary) => diary.items.map((item) => item.text)),
    );
    expect(texts).toEqual(
      expect.arrayContaining([
        'Marian needs a stair lift; the stairs turn at the top.',
        'Marian settled at Fairlie Close; shower seat fitted.',
        'Tuesday morning suits me.',
      ]),
    );
    expect(data.applicantAccounts).toEqual([
      expect.objectContaining({
        email: 'marian.halcombe@example.org',
        sentFromPortal: expect.arrayContaining([
          expect.objectContaining({ text: 'Tuesday morning suits me.' }),
        ]),
      }),
    ]);
    // The conversation: the officer's reply to her and what was asked of her.
    const conversation = (data.cases as { caseId: number }[]).find(
      (found) => found.caseId === seeded.homeCase,
    ) as unknown as {
      repliesToApplicant: { text: string }[];
      documentsAskedFor: { details: string; state: string }[];
    };
    expect(conversation.repliesToApplicant).toEqual([
      expect.objectContaining({ text: 'Tuesday at ten, Marian.' }),
    ]);
    expect(conversation.documentsAskedFor).toEqual([
      expect.objectContaining({ details: 'Letter from the landlord of Limmeridge', state: 'REQUESTED' }),
    ]);
    expect(json).not.toContain('Laura');
    expect(json).not.toContain('laura.h@example.org');
    expect(json).not.toContain('Blackwater');
    // Where the files are kept is the server's business.
    expect(json).not.toContain('storageKey');

    const [home, moved] = cases;
    expect([...entries.keys()].sort()).toEqual(
      [
        'data.json',
        `files/${home?.caseNumber}/bathroom.txt`,
        `files/${home?.caseNumber}/payslip.pdf`,
        `files/${home?.caseNumber}/stair-lift-plan.pdf`,
        `files/${moved?.caseNumber}/stair-lift-plan.pdf`,
        'summary.pdf',
      ].sort(),
    );
    expect(entries.get(`files/${home?.caseNumber}/stair-lift-plan.pdf`)?.equals(PLAN)).toBe(true);
    expect(entries.get(`files/${home?.caseNumber}/bathroom.txt`)?.equals(PHOTO)).toBe(true);
    expect(entries.get(`files/${home?.caseNumber}/payslip.pdf`)?.equals(PAYSLIP)).toBe(true);
    expect(entries.get(`files/${moved?.caseNumber}/stair-lift-plan.pdf`)?.equals(PLAN)).toBe(true);

    const pdf = entries.get('summary.pdf') ?? Buffer.alloc(0);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Subject access request');
    expect(text).toContain('Marian Halcombe');
    expect(text).toContain('Marian needs a stair lift; the stairs turn at the top.');
    expect(text).not.toContain('Laura');
  });

  it('lists audit entries about her cases and account in data.json', async () => {
    const { data } = await exported(everything());
    const entries = data.auditEntries as { action: string; entityType: string; entityId: string }[];
    const actions = entries.map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['case.create', 'diary.create', 'action-item.create', 'portal.message']),
    );
    expect(
      entries.some((entry) => entry.entityType === 'case' && entry.entityId === String(seeded.lauraCase)),
    ).toBe(false);
  });

  it('leaves warning notes out unless the ADMIN chooses to include them', async () => {
    const without = await exported(everything());
    expect(without.json).not.toContain('Two large dogs');
    expect(without.json).not.toContain('warning-note.add');
    expect(pdfText(without.entries.get('summary.pdf') ?? Buffer.alloc(0))).not.toContain('Two large dogs');

    const withNotes = await exported({ ...everything(), includeWarningNotes: true });
    expect(withNotes.json).toContain('Two large dogs; ask for them to be shut away.');
    expect(withNotes.json).toContain('warning-note.add');
    expect(pdfText(withNotes.entries.get('summary.pdf') ?? Buffer.alloc(0))).toContain('Two large dogs');
  });

  it('leaves out a file still being checked for viruses, saying why', async () => {
    const [pending] = await context.db
      .update(files)
      .set({ scanStatus: 'PENDING' })
      .where(and(eq(files.authorityId, people.authorityId), eq(files.originalName, 'bathroom.txt')))
      .returning({ id: files.id });
    try {
      const { entries, data } = await exported(everything());
      expect([...entries.keys()].some((path) => path.endsWith('bathroom.txt'))).toBe(false);
      expect(data.files).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            name: 'bathroom.txt',
            pathInZip: null,
            notIncludedBecause: 'Still being checked for viruses',
          }),
        ]),
      );
    } finally {
      if (pending)
        await context.db.update(files).set({ scanStatus: 'NOT_SCANNED' }).where(eq(files.id, pending.id));
    }
  });

  it('records an export look on each case and audits who exported what', async () => {
    const looks = () =>
      context.db.$count(
        caseViews,
        sql`${caseViews.kind} = 'EXPORT' and ${caseViews.caseId} in (${seeded.homeCase}, ${seeded.movedCase}) and ${caseViews.webUserId} = ${people.admin.id}`,
      );
    const before = await looks();
    await exported(everything());
    expect(await looks()).toBe(before + 2);
    const audited = await lastAudit(context.db, 'subject-access.export', people.authorityId);
    expect(audited).toMatchObject({
      actorId: people.admin.id,
      after: { applicantIds: [seeded.applicant.id], includeWarningNotes: false, files: 4 },
    });
    expect((audited?.after as { cases: string[] }).cases).toHaveLength(2);
  });

  it("is a 404 for another authority's ADMIN, and exports and records nothing", async () => {
    const auditedBefore = await context.db.$count(auditLog, eq(auditLog.action, 'subject-access.export'));
    for (const body of [{ caseIds: [seeded.homeCase] }, { applicantIds: [seeded.applicant.id] }]) {
      const refused = await exportFor(body, people.outsider);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: SUBJECT_ACCESS_MESSAGES.notFound });
    }
    // A case of the caller's own that does not exist, with one that does: all or nothing.
    const mixed = await exportFor({ caseIds: [seeded.homeCase, 2_000_000_000] });
    expect(mixed.statusCode).toBe(404);
    expect(await context.db.$count(auditLog, eq(auditLog.action, 'subject-access.export'))).toBe(
      auditedBefore,
    );
  });

  it('refuses an export with nothing chosen, or too much', async () => {
    const nothing = await exportFor({ caseIds: [], applicantIds: [] });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({
      data: { fields: { caseIds: [SUBJECT_ACCESS_MESSAGES.nothingChosen] } },
    });
    const tooMany = await exportFor({ caseIds: Array.from({ length: 101 }, (_, index) => index + 1) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      data: { fields: { caseIds: [SUBJECT_ACCESS_MESSAGES.tooMany] } },
    });
  });

  it('is for authority ADMINs only', async () => {
    const body = { email: 'marian.halcombe@example.org' };
    for (const who of [people.officer, people.reader, people.platformAdmin, seeded.applicant]) {
      expect((await post('/subjectAccess/search', who, body)).statusCode).toBe(403);
      expect((await exportFor({ caseIds: [seeded.homeCase] }, who)).statusCode).toBe(403);
    }
  });
});
