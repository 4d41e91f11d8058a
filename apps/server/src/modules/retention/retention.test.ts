import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/client';
import {
  alarmDigests,
  auditLog,
  identityProviders,
  knownSignInDevices,
  loginThrottle,
  mailOutbox,
  passwordResetTokens,
  pendingSignIns,
  rateLimitCounters,
  refreshTokenFamilies,
  refreshTokens,
  singleSignOnStates,
  totpAuthenticators,
  unknownEmailThrottle,
  webauthnChallenges,
} from '../../db/schema';
import { createTestUser } from '../../test/accounts';
import { createMigratedDatabase, type TestDatabase } from '../../test/database';
import { sweepExpiredRows } from './sweep-expired-rows';

let testDatabase: TestDatabase;
let connection: { db: Database; close(): Promise<void> };
let db: Database;
let userId: number;

beforeAll(async () => {
  testDatabase = await createMigratedDatabase();
  connection = createDatabase(testDatabase.url);
  db = connection.db;
  userId = (await createTestUser(db)).id;
});
afterAll(async () => {
  await connection.close();
  await testDatabase.drop();
});

const ago = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);
const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60_000);

async function family(name: string, absoluteExpiresAt: Date, revokedAt: Date | null = null) {
  const [row] = await db
    .insert(refreshTokenFamilies)
    .values({ webUserId: userId, absoluteExpiresAt, revokedAt, revokedReason: revokedAt ? name : null })
    .returning({ id: refreshTokenFamilies.id });
  if (!row) throw new Error('family not created');
  await db.insert(refreshTokens).values({ familyId: row.id, tokenHash: name, expiresAt: absoluteExpiresAt });
  return row.id;
}

describe('the retention sweep', () => {
  it('deletes the rows that have served their purpose and keeps the rest', async () => {
    await db.insert(loginThrottle).values([
      { accountKey: 'a@x.uk', sourceKey: 'ip:quiet', failedCount: 3, lastAttemptAt: ago(2) },
      { accountKey: 'a@x.uk', sourceKey: 'ip:recent', failedCount: 3, lastAttemptAt: ago(0.5) },
      {
        accountKey: 'a@x.uk',
        sourceKey: 'ip:locked',
        failedCount: 9,
        lastAttemptAt: ago(2),
        lockedUntil: inDays(1),
      },
    ]);
    await db.insert(unknownEmailThrottle).values([
      { emailKey: 'quiet@x.uk', failedCount: 2, lastFailedAt: ago(91) },
      { emailKey: 'recent@x.uk', failedCount: 2, lastFailedAt: ago(30) },
    ]);
    await db.insert(knownSignInDevices).values([
      { tokenHash: 'device-unused', webUserId: userId, lastUsedAt: ago(91) },
      { tokenHash: 'device-used', webUserId: userId, lastUsedAt: ago(89) },
    ]);
    const expiredLongAgo = await family('expired-long-ago', ago(31));
    const revokedLongAgo = await family('revoked-long-ago', inDays(1), ago(31));
    const endedRecently = await family('ended-recently', ago(29), ago(29));
    const live = await family('live', inDays(1));
    await db.insert(passwordResetTokens).values([
      {
        webUserId: userId,
        tokenHash: 'used-long-ago',
        purpose: 'RESET',
        expiresAt: ago(40),
        usedAt: ago(31),
      },
      { webUserId: userId, tokenHash: 'expired-long-ago', purpose: 'INVITE', expiresAt: ago(31) },
      { webUserId: userId, tokenHash: 'used-recently', purpose: 'RESET', expiresAt: ago(1), usedAt: ago(29) },
      { webUserId: userId, tokenHash: 'open', purpose: 'INVITE', expiresAt: inDays(1) },
    ]);
    await db.insert(mailOutbox).values([
      { toAddress: 'old-sent@x.uk', subject: 's', textBody: 't', sentAt: ago(91) },
      { toAddress: 'recent-sent@x.uk', subject: 's', textBody: 't', sentAt: ago(89) },
      { toAddress: 'old-failed@x.uk', subject: 's', textBody: 't', failedAt: ago(200), createdAt: ago(200) },
    ]);
    await db.insert(rateLimitCounters).values([
      { key: 'ended', hits: 5, windowEndsAt: ago(0.001) },
      { key: 'running', hits: 5, windowEndsAt: inDays(0.001) },
    ]);
    await db.insert(alarmDigests).values([
      { webUserId: userId, digestDay: '2026-01-01', itemCount: 2, sentAt: ago(91) },
      { webUserId: userId, digestDay: '2026-01-02', itemCount: 3, sentAt: ago(89) },
    ]);
    await db.insert(webauthnChallenges).values([
      { ceremony: 'SIGN_IN', tokenHash: 'challenge-old', challenge: 'old', expiresAt: ago(1.1) },
      { ceremony: 'SIGN_IN', tokenHash: 'challenge-new', challenge: 'new', expiresAt: ago(0.5) },
    ]);
    await db.insert(pendingSignIns).values([
      {
        tokenHash: 'pending-old',
        webUserId: userId,
        door: 'staff',
        firstFactor: 'PASSWORD',
        expiresAt: ago(1.1),
      },
      {
        tokenHash: 'pending-new',
        webUserId: userId,
        door: 'staff',
        firstFactor: 'PASSWORD',
        expiresAt: ago(0.9),
      },
    ]);
    const [provider] = await db
      .insert(identityProviders)
      .values({ displayName: 'P', issuerUrl: 'https://idp.example', clientId: 'c', clientSecretSealed: 's' })
      .returning({ id: identityProviders.id });
    const signOn = (stateHash: string, expiresAt: Date) => ({
      stateHash,
      providerId: provider?.id ?? 0,
      browserBindingHash: 'b',
      codeVerifier: 'v',
      nonce: 'n',
      expiresAt,
    });
    await db.insert(singleSignOnStates).values([signOn('sso-old', ago(1.1)), signOn('sso-new', ago(0.9))]);
    await db.insert(totpAuthenticators).values([
      { webUserId: userId, secretSealed: 'unconfirmed-old', createdAt: ago(1.1) },
      { webUserId: userId, secretSealed: 'confirmed-old', createdAt: ago(100), confirmedAt: ago(100) },
    ]);
    const [auditBefore] = await db.select({ count: sql<number>`count(*)::int` }).from(auditLog);

    expect(await sweepExpiredRows(db)).toEqual({
      // Who looked at a case: swept in modules/case-views/case-views.test.ts.
      caseViews: 0,
      loginThrottle: 1,
      unknownEmailThrottle: 1,
      knownSignInDevices: 1,
      refreshTokens: 1,
      refreshTokenFamilies: 2,
      passwordResetTokens: 2,
      mailOutbox: 1,
      alarmDigests: 1,
      rateLimitCounters: 1,
      pendingSignIns: 1,
      singleSignOnStates: 1,
      totpAuthenticators: 1,
      webauthnChallenges: 1,
      // Ended bulk runs: swept in modules/bulk-actions/sweep-old-runs.test.ts.
      bulkRuns: 0,
    });

    const kept = async <V>(rows: Promise<{ v: V }[]>) => (await rows).map((row) => row.v);
    expect((await kept(db.select({ v: loginThrottle.sourceKey }).from(loginThrottle))).sort()).toEqual([
      'ip:locked',
      'ip:recent',
    ]);
    expect(await kept(db.select({ v: unknownEmailThrottle.emailKey }).from(unknownEmailThrottle))).toEqual([
      'recent@x.uk',
    ]);
    expect(await kept(db.select({ v: knownSignInDevices.tokenHash }).from(knownSignInDevices))).toEqual([
      'device-used',
    ]);
    const families = await kept(db.select({ v: refreshTokenFamilies.id }).from(refreshTokenFamilies));
    expect(families.sort()).toEqual([endedRecently, live].sort());
    expect(families).not.toContain(expiredLongAgo);
    expect(families).not.toContain(revokedLongAgo);
    expect((await kept(db.select({ v: refreshTokens.tokenHash }).from(refreshTokens))).sort()).toEqual([
      'ended-recently',
      'live',
    ]);
    expect(
      (await kept(db.select({ v: passwordResetTokens.tokenHash }).from(passwordResetTokens))).sort(),
    ).toEqual(['open', 'used-recently']);
    expect((await kept(db.select({ v: mailOutbox.toAddress }).from(mailOutbox))).sort()).toEqual([
      'old-failed@x.uk',
      'recent-sent@x.uk',
    ]);
    expect(await kept(db.select({ v: alarmDigests.digestDay }).from(alarmDigests))).toEqual(['2026-01-02']);
    expect(await kept(db.select({ v: rateLimitCounters.key }).from(rateLimitCounters))).toEqual(['running']);
    expect(await kept(db.select({ v: pendingSignIns.tokenHash }).from(pendingSignIns))).toEqual([
      'pending-new',
    ]);
    expect(await kept(db.select({ v: webauthnChallenges.tokenHash }).from(webauthnChallenges))).toEqual([
      'challenge-new',
    ]);
    expect(await kept(db.select({ v: singleSignOnStates.stateHash }).from(singleSignOnStates))).toEqual([
      'sso-new',
    ]);
    expect(await kept(db.select({ v: totpAuthenticators.secretSealed }).from(totpAuthenticators))).toEqual([
      'confirmed-old',
    ]);
    const [auditAfter] = await db.select({ count: sql<number>`count(*)::int` }).from(auditLog);
    expect(auditAfter).toEqual(auditBefore);

    expect(Object.values(await sweepExpiredRows(db)).every((count) => count === 0)).toBe(true);
  });
});
