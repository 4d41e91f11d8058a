import {
  APPLICANT_ACCESS_MESSAGES,
  APPLICANT_MESSAGES_DIARY_TITLE,
  FILE_MESSAGES,
  PORTAL_MESSAGES,
  type SessionUser,
} from '@casekeeper/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  actionDiaries,
  actionItems,
  applicantCases,
  auditLog,
  cases,
  caseStatusHistory,
  files,
  passwordResetTokens,
} from '../../db/schema';
import { createTestAuthority, createTestUser } from '../../test/accounts';
import { apiCalls, freshIp, lastAudit, signedInUser, type SignedInUser } from '../../test/api';
import { createTestDiary } from '../../test/diaries';
import { multipartForm, type FormFile } from '../../test/multipart';
import { AUTH_MESSAGES } from '../auth';
import { DEVICE_COOKIE_NAME } from '../auth/known-devices';
import { LOCKOUT_THRESHOLD } from '../auth/login-throttle';
import { useTestAppWithMail } from '../../test/use-test-app-with-mail';

// A generous route limit, so the lockout below is the portal's own.
const { context, smtp } = await useTestAppWithMail({
  PUBLIC_URL: 'https://casekeeper.example.gov.uk',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '10000',
});
const { get, post } = apiCalls(context);

const password = 'meadow kestrel lantern oak';
let authorityId: number;
let officer: SignedInUser;
let manager: SignedInUser;

beforeAll(async () => {
  authorityId = await createTestAuthority(context.db, { name: 'Borsetshire County Council' });
  officer = await signedInUser(context, {
    authorityId,
    role: 'READWRITE',
    firstName: 'Sam',
    lastName: 'Officer',
  });
  manager = await signedInUser(context, { authorityId, role: 'ADMIN' });
});

let clients = 0;

/** A case of the officer's whose client has an address of their own (or none). */
async function openCase(clientEmail: string | null = `client${++clients}.${Date.now()}@example.com`) {
  const added = await post('/case/add', officer, {
    clientFirstName: 'Peggy',
    clientLastName: 'Woolley',
    addressLine1: 'The Lodge',
    town: 'Ambridge',
    postCode: 'B33 8TH',
    ...(clientEmail === null ? {} : { clientEmail }),
  });
  expect(added.statusCode, added.body).toBe(200);
  const { id, caseNumber } = added.json().data as { id: number; caseNumber: string };
  return { id, caseNumber, clientEmail };
}

async function mailTo(email: string) {
  await context.app.mailer.deliverDueMail();
  const mail = smtp.received.findLast((message) => message.to.includes(email));
  expect(mail, `no mail to ${email}`).toBeDefined();
  return mail?.text ?? '';
}

const tokenIn = (text: string) => /\/portal\/invitation\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

async function accept(token: string) {
  return post('/invitation/accept', undefined, {
    token,
    newPassword: password,
    confirmNewPassword: password,
  });
}

/** Invites the case's client, accepts the mailed link and answers the applicant's session. */
async function invitedApplicant(caseId: number, email: string): Promise<SessionUser> {
  expect((await post(`/case/${caseId}/applicant/invite`, officer)).statusCode).toBe(200);
  const accepted = await accept(tokenIn(await mailTo(email)));
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json().data as SessionUser;
}

const portalLogin = (email: string, pass = password, ip = freshIp()) =>
  context.app.inject({
    method: 'POST',
    url: '/api/portal/login',
    remoteAddress: ip,
    payload: { email, password: pass },
  });

const bearer = (session: SessionUser) => ({ auth: { authorization: `Bearer ${session.access_token}` } });

describe('inviting a case’s client', () => {
  it('mails a single-use link to the client’s address; accepting it makes an APPLICANT account and access active', async () => {
    const opened = await openCase();
    expect((await get(`/case/${opened.id}/applicant`, officer)).json().data).toMatchObject({ state: 'none' });

    const invited = await post(`/case/${opened.id}/applicant/invite`, officer);
    expect(invited.statusCode).toBe(200);
    expect(invited.json().message).toBe(APPLICANT_ACCESS_MESSAGES.invited);
    expect(invited.json().data).toMatchObject({
      state: 'invited',
      email: opened.clientEmail,
      lastSignInAt: null,
    });
    expect(new Date(invited.json().data.invitationExpiresAt).getTime()).toBeGreaterThan(
      Date.now() + 6.9 * 86_400_000,
    );
    const mail = await mailTo(opened.clientEmail ?? '');
    expect(mail).toContain(`application ${opened.caseNumber}`);
    expect(mail).toContain('https://casekeeper.example.gov.uk/portal/invitation?token=');
    expect(await lastAudit(context.db, 'applicant.invite', opened.id)).toMatchObject({ actorId: officer.id });

    const token = tokenIn(mail);
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ user_type: 'APPLICANT', role: null, auth_id: authorityId });
    expect((await accept(token)).statusCode).toBe(400);

    const access = (await get(`/case/${opened.id}/applicant`, officer)).json().data;
    expect(access).toMatchObject({
      state: 'active',
      invitationExpiresAt: null,
      can: { invite: true, revoke: true },
    });
    expect(access.lastSignInAt).not.toBeNull();
  });

  it('makes the applicant account with no stored theme, so the portal follows their device', async () => {
    const opened = await openCase();
    const session = await invitedApplicant(opened.id, opened.clientEmail ?? '');
    expect(session).toMatchObject({ user_type: 'APPLICANT', themeMode: null });
    const signedIn = await portalLogin(opened.clientEmail ?? '');
    expect(signedIn.json().data).toMatchObject({ themeMode: null });
  });

  it('retires the earlier link when inviting again, and refuses an expired one', async () => {
    const opened = await openCase();
    const email = opened.clientEmail ?? '';
    await post(`/case/${opened.id}/applicant/invite`, officer);
    const first = tokenIn(await mailTo(email));
    await post(`/case/${opened.id}/applicant/invite`, officer);
    const second = tokenIn(await mailTo(email));
    expect(second).not.toBe(first);
    expect((await accept(first)).statusCode).toBe(400);

    const applicantId = (
      await context.db
        .select()
        .from(passwordResetTokens)
        .orderBy(sql`id desc`)
        .limit(1)
    )[0]?.webUserId;
    await context.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetTokens.webUserId, applicantId ?? 0));
    expect((await accept(second)).statusCode).toBe(400);
  });

  it('refuses a case with no address, and answers an address some other account holds as any invitation', async () => {
    const noAddress = await openCase(null);
    const refused = await post(`/case/${noAddress.id}/applicant/invite`, officer);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(APPLICANT_ACCESS_MESSAGES.noEmail);

    // A member of staff's address, and another council's applicant's: the officer cannot tell them
    // from a fresh address, no access is granted, and the address's owner hears of it.
    const fresh = await post(`/case/${(await openCase()).id}/applicant/invite`, officer);
    const staffs = await openCase(officer.email.toUpperCase());
    const otherAuthority = await createTestAuthority(context.db);
    const othersApplicant = await createTestUser(context.db, {
      userType: 'APPLICANT',
      authorityId: otherAuthority,
    });
    const others = await openCase(othersApplicant.email);
    for (const taken of [staffs, others]) {
      const answer = await post(`/case/${taken.id}/applicant/invite`, officer);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().message).toBe(fresh.json().message);
      expect(Object.keys(answer.json().data).sort()).toEqual(Object.keys(fresh.json().data).sort());
      expect(answer.json().data).toMatchObject({
        state: 'invited',
        email: taken.clientEmail,
        lastSignInAt: null,
      });
      const grants = await context.db
        .select()
        .from(applicantCases)
        .where(eq(applicantCases.caseId, taken.id));
      expect(grants).toEqual([]);
      await context.app.mailer.deliverDueMail();
      // The mailer writes the domain in lower case; the mailbox is the same.
      const address = (taken.clientEmail ?? '').toLowerCase();
      const told = smtp.received.findLast((mail) => mail.to.some((to) => to.toLowerCase() === address));
      expect(told?.text).toContain('This address already has a Casekeeper account');
    }
  });

  it('lets a read-only user see the access but neither invite nor revoke', async () => {
    const reader = await signedInUser(context, { authorityId, role: 'READONLY' });
    const opened = await openCase();
    await context.db.update(cases).set({ assignedOfficerId: reader.id }).where(eq(cases.id, opened.id));
    const read = await get(`/case/${opened.id}/applicant`, reader);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.can).toEqual({ invite: false, revoke: false });
    expect((await post(`/case/${opened.id}/applicant/invite`, reader)).statusCode).toBe(403);
  });
});

describe('revoking access', () => {
  it('ends the applicant’s sign-ins at once and keeps them out of the portal', async () => {
    const opened = await openCase();
    const session = await invitedApplicant(opened.id, opened.clientEmail ?? '');
    expect((await get('/portal/case', bearer(session))).statusCode).toBe(200);

    const revoked = await post(`/case/${opened.id}/applicant/revoke`, manager);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toMatchObject({ state: 'revoked', can: { revoke: false } });
    expect((await get('/portal/case', bearer(session))).statusCode).toBe(401);

    const again = await portalLogin(opened.clientEmail ?? '');
    // The right password is answered as a wrong one would be (issue 32): nothing says the account exists.
    const wrong = await portalLogin(opened.clientEmail ?? '', 'not the password at all');
    expect(again.statusCode).toBe(wrong.statusCode);
    expect(again.json().message).toBe(wrong.json().message);
    expect((await post(`/case/${opened.id}/applicant/revoke`, manager)).statusCode).toBe(422);

    // Invited again, the same account follows the case again with the password it has, once the
    // link mailed to the address is opened: until then the right password still opens nothing.
    expect((await post(`/case/${opened.id}/applicant/invite`, officer)).json().data.state).toBe('invited');
    const token = tokenIn(await mailTo(opened.clientEmail ?? ''));
    expect((await portalLogin(opened.clientEmail ?? '')).statusCode).toBe(wrong.statusCode);
    expect((await post('/invitation/accept-access', undefined, { token })).statusCode).toBe(200);
    expect((await portalLogin(opened.clientEmail ?? '')).statusCode).toBe(200);
    // Invited once more while live, a sign-in link is enough.
    expect((await post(`/case/${opened.id}/applicant/invite`, officer)).json().data.state).toBe('active');
    expect(await mailTo(opened.clientEmail ?? '')).toContain(
      'https://casekeeper.example.gov.uk/portal/login',
    );
  });
});

describe('POST /api/portal/login', () => {
  it('answers a wrong password, an unknown address and a staff account alike, and keeps applicants off the staff sign-in', async () => {
    const opened = await openCase();
    await invitedApplicant(opened.id, opened.clientEmail ?? '');
    const answers = await Promise.all([
      portalLogin(opened.clientEmail ?? '', 'not the password at all'),
      portalLogin(`nobody.${Date.now()}@example.com`),
      portalLogin(officer.email, officer.password),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    }
    const atStaffDoor = await context.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: freshIp(),
      payload: { email: opened.clientEmail, password },
    });
    expect(atStaffDoor.statusCode).toBe(401);
    expect(atStaffDoor.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('locks an address out after repeated wrong passwords, as the staff sign-in does', async () => {
    const opened = await openCase();
    await invitedApplicant(opened.id, opened.clientEmail ?? '');
    const guesser = freshIp();
    for (let attempt = 1; attempt <= LOCKOUT_THRESHOLD; attempt += 1) {
      expect(
        (await portalLogin(opened.clientEmail ?? '', `wrong guess ${attempt}`, guesser)).statusCode,
      ).toBe(401);
    }
    expect((await portalLogin(opened.clientEmail ?? '', password, guesser)).statusCode).toBe(429);
    expect((await portalLogin(opened.clientEmail ?? '', password)).statusCode).toBe(200);
  });

  it('remembers the applicant’s device at its own door, which lets them in behind a locked address', async () => {
    const opened = await openCase();
    await invitedApplicant(opened.id, opened.clientEmail ?? '');
    const first = await portalLogin(opened.clientEmail ?? '');
    const cookie = first.cookies.find((candidate) => candidate.name === DEVICE_COOKIE_NAME);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/portal/login' });

    const sharedAddress = freshIp();
    for (let attempt = 1; attempt <= LOCKOUT_THRESHOLD; attempt += 1) {
      await portalLogin(opened.clientEmail ?? '', `wrong guess ${attempt}`, sharedAddress);
    }
    expect((await portalLogin(opened.clientEmail ?? '', password, sharedAddress)).statusCode).toBe(429);
    const fromDevice = await context.app.inject({
      method: 'POST',
      url: '/api/portal/login',
      remoteAddress: sharedAddress,
      payload: { email: opened.clientEmail, password },
      cookies: { [DEVICE_COOKIE_NAME]: cookie?.value ?? '' },
    });
    expect(fromDevice.statusCode, fromDevice.body).toBe(200);
  });

  it('signs the applicant in with the case master, and nothing of the case beyond it', async () => {
    const opened = await openCase();
    await invitedApplicant(opened.id, opened.clientEmail ?? '');
    await post(`/case/${opened.id}/2`, officer, { note: 'Referral from the GP' });
    const diaryId = await createTestDiary(context.db, {
      authorityId,
      caseId: opened.id,
      createdById: officer.id,
    });
    const soon = new Date(Date.now() + 86_400_000);
    const item = (description: string, shared: boolean, scheduledAt = soon) => ({
      authorityId,
      diaryId,
      caseId: opened.id,
      prefix: 'Visit' as const,
      description,
      scheduledAt,
      kind: 'TEXT' as const,
      textBody: 'Internal note: dog in the garden',
      sharedWithApplicant: shared,
      createdById: officer.id,
    });
    await context.db
      .insert(actionItems)
      .values([
        item('Occupational therapist visit', true),
        item('Check the budget with finance', false),
        item('Last month’s visit', true, new Date(Date.now() - 30 * 86_400_000)),
      ]);

    const signedIn = await portalLogin(opened.clientEmail ?? '');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { caseMaster, ...session } = signedIn.json().data;
    expect(session.user_type).toBe('APPLICANT');
    expect(Object.keys(caseMaster).sort()).toEqual([
      'caseNumber',
      'grant',
      'officer',
      'sentDocuments',
      'stages',
      'status',
      'team',
      'visits',
    ]);
    expect(caseMaster).toMatchObject({
      caseNumber: opened.caseNumber,
      status: { code: 'REFERRAL_RECEIVED', label: 'Referral received' },
      officer: { name: 'Sam Officer' },
      team: { name: 'Borsetshire County Council' },
    });
    expect(caseMaster.stages.map((stage: { code: string }) => stage.code)).toEqual([
      'ENQUIRY',
      'REFERRAL_RECEIVED',
    ]);
    expect(caseMaster.visits).toHaveLength(1);
    expect(Object.keys(caseMaster.visits[0]).sort()).toEqual(['description', 'id', 'scheduledAt', 'what']);
    expect(caseMaster.visits[0]).toMatchObject({
      what: 'Visit',
      description: 'Occupational therapist visit',
    });
    expect(JSON.stringify(caseMaster)).not.toContain('dog in the garden');

    const read = await get('/portal/case', bearer(session));
    expect(read.json().data).toEqual(caseMaster);
    expect(await lastAudit(context.db, 'portal.case-view', opened.id)).toMatchObject({
      actorId: session.webUserId,
    });
    const history = await context.db
      .select({ to: caseStatusHistory.toStatusId })
      .from(caseStatusHistory)
      .where(eq(caseStatusHistory.caseId, opened.id));
    expect(history).toHaveLength(2);
  });

  it('keeps applicants to the portal: staff routes refuse them', async () => {
    const opened = await openCase();
    const session = await invitedApplicant(opened.id, opened.clientEmail ?? '');
    expect((await get(`/case/edit/${opened.id}`, bearer(session))).statusCode).toBe(403);
    expect((await get(`/contractor/list/${authorityId}`, bearer(session))).statusCode).toBe(403);
    expect((await get(`/case/${opened.id}/applicant`, bearer(session))).statusCode).toBe(403);
  });
});

describe('a message from the applicant', () => {
  it("reaches the officer as an alarm on the case, in the case's diary of messages, audited", async () => {
    const opened = await openCase();
    const session = await invitedApplicant(opened.id, opened.clientEmail ?? '');
    const message = 'The occupational therapist can come on Tuesday morning.\nThe side gate is open.';

    const sent = await post('/portal/message', bearer(session), { message });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(PORTAL_MESSAGES.messageSent);
    const again = await post('/portal/message', bearer(session), { message: 'And thank you.' });
    expect(again.statusCode, again.body).toBe(200);

    const kept = await context.db
      .select({
        id: actionItems.id,
        diary: actionDiaries.title,
        kind: actionItems.kind,
        prefix: actionItems.prefix,
        description: actionItems.description,
        text: actionItems.textBody,
        scheduledAt: actionItems.scheduledAt,
        shared: actionItems.sharedWithApplicant,
        officer: actionItems.assignedOfficerId,
      })
      .from(actionItems)
      .innerJoin(actionDiaries, eq(actionDiaries.id, actionItems.diaryId))
      .where(eq(actionItems.caseId, opened.id))
      .orderBy(actionItems.id);
    expect(kept).toHaveLength(2);
    expect(new Set(kept.map((item) => item.diary))).toEqual(new Set([APPLICANT_MESSAGES_DIARY_TITLE]));
    expect(kept[0]).toMatchObject({
      kind: 'TEXT',
      prefix: 'Other',
      description: 'Message from Peggy Woolley',
      text: message,
      shared: false,
      officer: officer.id,
    });
    expect(Date.now() - (kept[0]?.scheduledAt.getTime() ?? 0)).toBeLessThan(60_000);
    expect(await lastAudit(context.db, 'portal.message', kept[0]?.id ?? 0)).toMatchObject({
      actorId: session.webUserId,
    });

    // The officer's alarm, new from the applicant: never past due.
    const alarms = await get(`/dashboard/action-items/${officer.id}/5/25`, officer);
    const theirs = (
      alarms.json().data.data as { actionItemDetailId: number; isDatePassed: boolean; isNew: boolean }[]
    ).filter((alarm) => kept.some((item) => item.id === alarm.actionItemDetailId));
    expect(theirs.map(({ isDatePassed, isNew }) => ({ isDatePassed, isNew }))).toEqual(
      kept.map(() => ({ isDatePassed: false, isNew: true })),
    );
  });

  it('refuses a blank or over-long message and anyone but an applicant, keeping nothing', async () => {
    const opened = await openCase();
    const session = await invitedApplicant(opened.id, opened.clientEmail ?? '');
    const before = await context.db.$count(actionItems, eq(actionItems.caseId, opened.id));

    const blank = await post('/portal/message', bearer(session), { message: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().data.fields).toEqual({ message: ['Write your message'] });
    const long = await post('/portal/message', bearer(session), { message: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect((await post('/portal/message', officer, { message: 'Hello' })).statusCode).toBe(403);
    expect(await context.db.$count(actionItems, eq(actionItems.caseId, opened.id))).toBe(before);
  });
});

describe('a document from the applicant', () => {
  const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  /** The start of a Linux program. */
  const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);

  function sendDocument(session: SessionUser | SignedInUser, note: string, file: FormFile) {
    const form = multipartForm({ note }, { file });
    const authorization =
      'access_token' in session ? { authorization: `Bearer ${session.access_token}` } : session.auth;
    return context.app.inject({
      method: 'POST',
      url: '/api/portal/document',
      headers: { ...authorization, ...form.headers },
      payload: form.payload,
      remoteAddress: freshIp(),
    });
  }

  it('reaches the officer as a file item raising their alarm, downloadable with the same bytes, audited', async () => {
    const opened = await openCase();
    const session = await invitedApplicant(opened.id, opened.clientEmail ?? '');

    const sent = await sendDocument(session, 'Proof of income', {
      name: 'payslip.pdf',
      content: PDF,
      contentType: 'application/octet-stream',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      message: PORTAL_MESSAGES.documentSent,
      data: { fileName: 'payslip.pdf' },
    });

    const [kept] = await context.db
      .select({
        id: actionItems.id,
        diary: actionDiaries.title,
        kind: actionItems.kind,
        description: actionItems.description,
        fileId: actionItems.fileId,
        officer: actionItems.assignedOfficerId,
        shared: actionItems.sharedWithApplicant,
      })
      .from(actionItems)
      .innerJoin(actionDiaries, eq(actionDiaries.id, actionItems.diaryId))
      .where(eq(actionItems.caseId, opened.id));
    expect(kept).toMatchObject({
      diary: APPLICANT_MESSAGES_DIARY_TITLE,
      kind: 'FILE',
      description: 'Document from Peggy Woolley: Proof of income',
      officer: officer.id,
      shared: false,
    });
    expect(await lastAudit(context.db, 'portal.document', kept?.id ?? 0)).toMatchObject({
      actorId: session.webUserId,
    });

    const alarms = await get(`/dashboard/action-items/${officer.id}/5/25`, officer);
    expect(alarms.json().data.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actionItemDetailId: kept?.id,
          actionItemDetail: 'Other - Document from Peggy Woolley: Proof of income',
        }),
      ]),
    );
    const download = await get(`/actionItemFile/download/${kept?.id}`, officer);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    // The applicant cannot reach the staff download, even of their own document.
    expect((await get(`/actionItemFile/download/${kept?.id}`, bearer(session))).statusCode).toBe(403);
  });

  it('refuses a program renamed as a PDF, a missing note and a staff caller, keeping no item and no file', async () => {
    const opened = await openCase();
    const session = await invitedApplicant(opened.id, opened.clientEmail ?? '');
    const storedFiles = await context.db.$count(files);

    const program = await sendDocument(session, 'Proof of income', { name: 'payslip.pdf', content: ELF });
    expect(program.statusCode).toBe(415);
    expect(program.json().message).toBe(FILE_MESSAGES.unsupportedType);
    const noNote = await sendDocument(session, '   ', { name: 'payslip.pdf', content: PDF });
    expect(noNote.statusCode).toBe(400);
    expect(Object.keys(noNote.json().data.fields)).toEqual(['note']);
    const staff = await sendDocument(officer, 'Proof of income', { name: 'payslip.pdf', content: PDF });
    expect(staff.statusCode).toBe(403);

    expect(await context.db.$count(actionItems, eq(actionItems.caseId, opened.id))).toBe(0);
    expect(await context.db.$count(files)).toBe(storedFiles);
  });
});

describe('portal sign-ins in the audit log', () => {
  it('are recorded as the portal’s own, apart from staff sign-ins', async () => {
    const opened = await openCase();
    const session = await invitedApplicant(opened.id, opened.clientEmail ?? '');
    expect((await portalLogin(opened.clientEmail ?? '')).statusCode).toBe(200);
    expect((await portalLogin(opened.clientEmail ?? '', 'not the password at all')).statusCode).toBe(401);

    const actions = await context.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'web_user'), eq(auditLog.entityId, String(session.webUserId))));
    const names = actions.map((row) => row.action);
    expect(names).toEqual(expect.arrayContaining(['portal.login', 'portal.login-failed']));
    expect(names).not.toContain('auth.login');
    expect(names).not.toContain('auth.login-failed');
  });
});

describe('access reaches only whoever holds the client’s mailbox (issue 32)', () => {
  const profileOf = async (session: SessionUser) =>
    (await get('/profile', bearer(session))).json().data as {
      email: string;
      pendingEmail: string | null;
      version: number;
    };

  it('an applicant who puts another client’s address on their profile gets neither the address nor the case', async () => {
    const own = await openCase();
    const attacker = await invitedApplicant(own.id, own.clientEmail ?? '');
    const victim = await openCase();
    const victimEmail = victim.clientEmail ?? '';

    // The attacker asks for the victim's address: the answer is a link "sent", and nothing changes.
    const profile = await profileOf(attacker);
    const changed = await post('/profile', bearer(attacker), {
      firstName: 'Eddie',
      lastName: 'Grundy',
      email: victimEmail,
      currentPassword: password,
      version: profile.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ email: own.clientEmail, pendingEmail: victimEmail });

    // The officer invites the victim: a new account for the victim's address, nothing for the attacker.
    const invited = await post(`/case/${victim.id}/applicant/invite`, officer);
    expect(invited.json().data).toMatchObject({
      state: 'invited',
      email: victimEmail,
      name: 'Peggy Woolley',
    });
    const attackersCase = await get('/portal/case', bearer(attacker));
    expect(attackersCase.json().data.caseNumber).toBe(own.caseNumber);

    // Only the link in the victim's mailbox opens the case, and it opens it for the victim. (The
    // mailbox also holds the link to confirm the attacker's address change, which only the victim sees.)
    await context.app.mailer.deliverDueMail();
    const toVictim = smtp.received.filter((mail) => mail.to.includes(victimEmail)).map((mail) => mail.text);
    expect(toVictim.some((text) => text.includes('Confirm') || text.includes('confirm-email'))).toBe(true);
    const invitation = toVictim.find((text) => tokenIn(text) !== '') ?? '';
    const victimSession = await accept(tokenIn(invitation));
    expect(victimSession.statusCode).toBe(200);
    expect((await get('/portal/case', bearer(victimSession.json().data))).json().data.caseNumber).toBe(
      victim.caseNumber,
    );
  });

  it('an account already holding the address (with a password) must open the mailed link before the case is theirs', async () => {
    const first = await openCase();
    const applicant = await invitedApplicant(first.id, first.clientEmail ?? '');
    const second = await openCase(first.clientEmail);

    const invited = await post(`/case/${second.id}/applicant/invite`, officer);
    expect(invited.json().data).toMatchObject({ state: 'invited', email: first.clientEmail });
    // Still only the first case in the portal, however they sign in.
    expect((await get('/portal/case', bearer(applicant))).json().data.caseNumber).toBe(first.caseNumber);

    const token = tokenIn(await mailTo(first.clientEmail ?? ''));
    const check = await post('/invitation/check', undefined, { token });
    expect(check.json().data).toMatchObject({ hasPassword: true, userType: 'APPLICANT' });
    // The link cannot set a password for someone who has one through this door, nor be used twice.
    const opened = await post('/invitation/accept-access', undefined, { token });
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await post('/invitation/accept-access', undefined, { token })).statusCode).toBe(400);

    expect((await get(`/case/${second.id}/applicant`, officer)).json().data).toMatchObject({
      state: 'active',
    });
    expect(await lastAudit(context.db, 'applicant.accept', second.id)).toMatchObject({
      action: 'applicant.accept',
    });
  });

  it('correcting the client’s address on the case ends the old address’s access and sign-ins', async () => {
    const opened = await openCase();
    const session = await invitedApplicant(opened.id, opened.clientEmail ?? '');
    const current = (await get(`/case/edit/${opened.id}`, officer)).json().data;
    const saved = await post('/case/Update', officer, {
      ...current,
      clientEmail: `new.${opened.clientEmail}`,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    expect((await get(`/case/${opened.id}/applicant`, officer)).json().data).toMatchObject({
      state: 'revoked',
    });
    expect((await get('/portal/case', bearer(session))).statusCode).toBe(401);
    expect(await lastAudit(context.db, 'applicant.revoke', opened.id)).toMatchObject({
      action: 'applicant.revoke',
    });

    // New capitals alone are the same mailbox: nothing ends.
    const other = await openCase();
    const kept = await invitedApplicant(other.id, other.clientEmail ?? '');
    const again = (await get(`/case/edit/${other.id}`, officer)).json().data;
    await post('/case/Update', officer, { ...again, clientEmail: (other.clientEmail ?? '').toUpperCase() });
    expect((await get('/portal/case', bearer(kept))).statusCode).toBe(200);
  });
});
