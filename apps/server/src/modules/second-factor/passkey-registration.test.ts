import {
  PASSKEY_MESSAGES,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_MESSAGES,
  type SignInMethods,
} from '@casekeeper/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authorities, mailOutbox, passkeys, recoveryCodes, refreshTokenFamilies } from '../../db/schema';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, lastAudit, signedInApplicant, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import {
  addPasskey,
  passPendingWithPasskey,
  pendingPasskeyOptions,
  postRegistration,
  registrationOptions,
} from '../../test/passkeys';
import { enrolFromProfile, pendingCookieOf } from '../../test/second-factor';
import { createSoftwareAuthenticator } from '../../test/software-authenticator';

const context = useTestApp();
const api = apiCalls(context);
const authenticator = () =>
  createSoftwareAuthenticator({ origin: new URL(context.config.PUBLIC_URL).origin });

const mailsTo = (email: string) =>
  context.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

const methodsOf = async (who: SignedInUser) =>
  (await api.get('/profile/sign-in-methods', who)).json<{ data: SignInMethods }>().data;

const unusedCodes = async (webUserId: number) =>
  (
    await context.db
      .select()
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.webUserId, webUserId), isNull(recoveryCodes.usedAt)))
  ).length;

describe('adding a passkey on the profile', () => {
  it('asks the browser for a passkey of this site, kept on the device and verifying the person where it can', async () => {
    const officer = await signedInUser(context);

    const options = await registrationOptions(context.app, officer);

    expect(options.rp).toEqual({ name: 'Casekeeper', id: 'localhost' });
    expect(options.user).toMatchObject({ name: officer.email, displayName: 'Sam' });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'preferred',
      userVerification: 'preferred',
    });
    expect(options.attestation).toBe('none');
    expect(options.pubKeyCredParams.map((param) => param.alg)).toContain(-7);
    expect(options.excludeCredentials).toEqual([]);
  });

  it('adds it with the person’s name for it: listed, audited and mailed, with recovery codes as the first second factor', async () => {
    const officer = await signedInUser(context);
    const device = authenticator();

    const first = await addPasskey(context.app, officer, device, 'Work laptop');

    expect(first.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(first.passkeys).toEqual([
      { id: expect.any(Number), name: 'Work laptop', addedAt: expect.any(String), lastUsedAt: null },
    ]);
    const methods = await methodsOf(officer);
    expect(methods.passkeys.map((key) => key.name)).toEqual(['Work laptop']);
    expect(methods.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT);
    expect((await api.get('/profile/passkeys', officer)).json().data).toEqual(first.passkeys);
    expect((await lastAudit(context.db, 'second-factor.passkey-added', officer.id))?.after).toEqual({
      method: 'PASSKEY',
      name: 'Work laptop',
      recoveryCodes: RECOVERY_CODE_COUNT,
    });
    const [mail] = await mailsTo(officer.email);
    expect(mail?.subject).toBe('A new sign-in method was added to your account');
    expect(mail?.textBody).toContain('A passkey named “Work laptop” was added');

    // A second passkey: the first is excluded, and the recovery codes stay as they are.
    const options = await registrationOptions(context.app, officer);
    expect(options.excludeCredentials?.map((key) => key.id)).toEqual([first.credentialId]);
    const second = await postRegistration(context.app, officer, 'Phone', authenticator().register(options));
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.recoveryCodes).toBeNull();
    expect(second.json().message).toBe(PASSKEY_MESSAGES.added('Phone'));
    expect(await unusedCodes(officer.id)).toBe(RECOVERY_CODE_COUNT);
  });

  it('quotes a name that looks like a link in its mail as other user text is', async () => {
    const officer = await signedInUser(context);
    await addPasskey(context.app, officer, authenticator(), 'visit http://evil.example');
    const [mail] = await mailsTo(officer.email);
    expect(mail?.textBody).not.toContain('http://evil.example');
  });

  it('refuses an answer to another challenge, from another site, or with no challenge issued, adding nothing', async () => {
    const officer = await signedInUser(context);
    const device = authenticator();

    const options = await registrationOptions(context.app, officer);
    const wrongChallenge = await postRegistration(
      context.app,
      officer,
      'Laptop',
      device.register(options, { challenge: 'bm90LXRoaXMtb25l' }),
    );
    // The refused try spent the challenge: a right answer to it comes too late.
    const afterRefusal = await postRegistration(context.app, officer, 'Laptop', device.register(options));
    const otherSite = await postRegistration(
      context.app,
      officer,
      'Laptop',
      device.register(await registrationOptions(context.app, officer), { origin: 'https://evil.example' }),
    );
    const newcomer = await signedInUser(context);
    const notIssued = await postRegistration(context.app, newcomer, 'Laptop', device.register(options));

    expect(wrongChallenge.statusCode).toBe(400);
    expect(wrongChallenge.json().message).toBe(PASSKEY_MESSAGES.registrationRefused);
    expect(afterRefusal.statusCode).toBe(409);
    expect(afterRefusal.json().message).toBe(PASSKEY_MESSAGES.registrationNotStarted);
    expect(otherSite.statusCode).toBe(400);
    expect(notIssued.statusCode).toBe(409);
    expect(await context.db.select().from(passkeys).where(eq(passkeys.webUserId, officer.id))).toEqual([]);
    expect(await mailsTo(officer.email)).toEqual([]);
  });

  it('asks for a name for the passkey', async () => {
    const officer = await signedInUser(context);
    const answer = authenticator().register(await registrationOptions(context.app, officer));
    const unnamed = await postRegistration(context.app, officer, '  ', answer);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().data.fields.name).toEqual([PASSKEY_MESSAGES.nameRequired]);
  });
});

describe('removing a passkey', () => {
  it('removes it after the current password, audited and mailed; the last second factor takes the recovery codes', async () => {
    const officer = await signedInUser(context);
    const laptop = await addPasskey(context.app, officer, authenticator(), 'Laptop');
    const phone = await addPasskey(context.app, officer, authenticator(), 'Phone');
    const [laptopId, phoneId] = phone.passkeys.map((key) => key.id);

    const wrongPassword = await api.post(`/profile/passkeys/${laptopId}/remove`, officer, {
      currentPassword: 'not the right one',
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(laptop.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);

    const first = await api.post(`/profile/passkeys/${laptopId}/remove`, officer, {
      currentPassword: officer.password,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.map((key: { name: string }) => key.name)).toEqual(['Phone']);
    expect(await unusedCodes(officer.id)).toBe(RECOVERY_CODE_COUNT);

    const last = await api.post(`/profile/passkeys/${phoneId}/remove`, officer, {
      currentPassword: officer.password,
    });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().data).toEqual([]);
    expect(await unusedCodes(officer.id)).toBe(0);
    expect((await lastAudit(context.db, 'second-factor.passkey-removed', officer.id))?.after).toEqual({
      method: 'PASSKEY',
      name: 'Phone',
      recoveryCodesRemoved: true,
    });
    const removedMails = (await mailsTo(officer.email)).filter(
      (mail) => mail.subject === 'A sign-in method was removed from your account',
    );
    expect(removedMails.map((mail) => mail.textBody.includes('“Laptop”'))).toEqual([true, false]);
  });

  it('renames it, audited with both names; another person’s passkey and an empty name are refused', async () => {
    const officer = await signedInUser(context);
    const added = await addPasskey(context.app, officer, authenticator(), 'Laptop');
    const id = added.passkeys[0]?.id;
    const colleague = await signedInUser(context);

    const renamed = await api.post(`/profile/passkeys/${id}/rename`, officer, { name: 'Office laptop' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.map((key: { name: string }) => key.name)).toEqual(['Office laptop']);
    expect(renamed.json().message).toBe(PASSKEY_MESSAGES.renamed('Office laptop'));
    expect(await lastAudit(context.db, 'second-factor.passkey-renamed', officer.id)).toMatchObject({
      before: { name: 'Laptop' },
      after: { name: 'Office laptop' },
    });

    const theirs = await api.post(`/profile/passkeys/${id}/rename`, colleague, { name: 'Mine now' });
    expect(theirs.statusCode).toBe(404);
    const empty = await api.post(`/profile/passkeys/${id}/rename`, officer, { name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.fields).toEqual({ name: [PASSKEY_MESSAGES.nameRequired] });
    const [kept] = await context.db.select().from(passkeys).where(eq(passkeys.webUserId, officer.id));
    expect(kept?.name).toBe('Office laptop');
  });

  it('refuses to remove the only second factor when the authority requires one, and another person’s passkey', async () => {
    const authorityId = await createTestAuthority(context.db);
    const officer = await signedInUser(context, { authorityId });
    const added = await addPasskey(context.app, officer, authenticator());
    const id = added.passkeys[0]?.id;
    await context.db
      .update(authorities)
      .set({ requireSecondFactor: true })
      .where(eq(authorities.id, authorityId));
    const colleague = await signedInUser(context, { authorityId });

    const only = await api.post(`/profile/passkeys/${id}/remove`, officer, {
      currentPassword: officer.password,
    });
    const theirs = await api.post(`/profile/passkeys/${id}/remove`, colleague, {
      currentPassword: colleague.password,
    });

    expect(only.statusCode).toBe(409);
    expect(only.json().message).toBe(SECOND_FACTOR_MESSAGES.requiredByAuthority);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(PASSKEY_MESSAGES.notFound);
    expect(await context.db.select().from(passkeys).where(eq(passkeys.webUserId, officer.id))).toHaveLength(
      1,
    );

    // With an authenticator app as well, the passkey is not the only one.
    await enrolFromProfile(context.app, officer);
    const withApp = await api.post(`/profile/passkeys/${id}/remove`, officer, {
      currentPassword: officer.password,
    });
    expect(withApp.statusCode, withApp.body).toBe(200);
    expect((await methodsOf(officer)).authenticatorApp).not.toBeNull();
  });
});

describe('applicants and passkeys', () => {
  it('an applicant adds a passkey on the portal and is asked for it at the portal’s sign-in', async () => {
    const officer = await signedInUser(context);
    const applicant = await signedInApplicant(context, officer);
    const device = authenticator();

    const added = await addPasskey(context.app, applicant, device, 'My phone');
    expect((await api.get('/profile/passkeys', applicant)).json().data).toEqual(added.passkeys);
    expect((await api.get('/profile/sign-in-methods', applicant)).statusCode).toBe(403);

    const login = await context.app.inject({
      method: 'POST',
      url: '/api/portal/login',
      remoteAddress: '198.51.100.7',
      payload: { email: applicant.email, password: applicant.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data).toEqual({
      secondFactorRequired: true,
      methods: ['PASSKEY', 'RECOVERY_CODE'],
      mustEnrol: false,
    });
    const pendingToken = pendingCookieOf(login)?.value ?? '';
    const options = await pendingPasskeyOptions(context.app, pendingToken);
    const passed = await passPendingWithPasskey(context.app, pendingToken, device.authenticate(options));

    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().data).toMatchObject({ webUserId: applicant.id, user_type: 'APPLICANT' });
    const [family] = await context.db
      .select({ secondFactor: refreshTokenFamilies.secondFactor })
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.webUserId, applicant.id))
      .orderBy(refreshTokenFamilies.createdAt)
      .limit(2)
      .offset(1);
    expect(family).toEqual({ secondFactor: 'PASSKEY' });
    const caseRead = await api.get('/portal/case', {
      auth: { authorization: `Bearer ${passed.json().data.access_token}` },
    });
    expect(caseRead.statusCode).toBe(200);
    expect((await lastAudit(context.db, 'portal.login', applicant.id))?.after).toMatchObject({
      secondFactor: 'PASSKEY',
    });
  });
});
