import { and, desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicantCases, auditLog } from '../../db/schema';
import { freshIp, signedInApplicant, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { AUTH_MESSAGES } from '../auth';
import { LOCKOUT_THRESHOLD } from '../auth/login-throttle';

// A generous route limit, so the lockout below is the sign-in's own.
const context = useTestApp({
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '10000',
});

let officer: SignedInUser;

beforeAll(async () => {
  officer = await signedInUser(context, { role: 'READWRITE' });
});

const portalLogin = (email: string, password: string, ip = freshIp()) =>
  context.app.inject({
    method: 'POST',
    url: '/api/portal/login',
    remoteAddress: ip,
    payload: { email, password },
  });

/** An applicant whose access to their case has been taken away. */
async function revokedApplicant(): Promise<SignedInUser> {
  const applicant = await signedInApplicant(context, officer);
  await context.db
    .update(applicantCases)
    .set({ revokedAt: sql`now()` })
    .where(eq(applicantCases.applicantId, applicant.id));
  return applicant;
}

/** What a client can tell of an answer: its status, its body but for the request id, and its cookies. */
function seen(response: LightMyRequestResponse) {
  const { requestId } = response.json<{ data: { requestId: string } }>().data;
  return {
    statusCode: response.statusCode,
    body: response.body.replace(requestId, '<request id>'),
    cookies: response.cookies,
  };
}

async function lastFailureReason(applicant: SignedInUser) {
  const [row] = await context.db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'portal.login-failed'), eq(auditLog.entityId, String(applicant.id))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return (row?.after as { reason?: string } | undefined)?.reason;
}

describe('signing in to the portal with no case to follow', () => {
  it('answers the right password exactly as a wrong one or an unknown address, auditing why', async () => {
    const applicant = await revokedApplicant();

    const rightPassword = seen(await portalLogin(applicant.email, applicant.password));
    const auditedForRight = await lastFailureReason(applicant);
    const wrongPassword = seen(await portalLogin(applicant.email, 'not the password at all'));
    const auditedForWrong = await lastFailureReason(applicant);
    const unknownAddress = seen(await portalLogin(`nobody.${Date.now()}@example.com`, applicant.password));

    expect(rightPassword).toEqual(wrongPassword);
    expect(unknownAddress).toEqual(wrongPassword);
    expect(wrongPassword.statusCode).toBe(401);
    expect(JSON.parse(wrongPassword.body)).toMatchObject({ message: AUTH_MESSAGES.invalidCredentials });
    expect(wrongPassword.cookies).toEqual([]);
    // The audit log still tells them apart.
    expect([auditedForRight, auditedForWrong]).toEqual(['no-live-access', 'wrong-password']);
  });

  it('counts the right password towards the lockout as a wrong one, so repeated tries cannot tell them apart', async () => {
    const applicant = await revokedApplicant();
    const fromOneAddress = async (password: string) => {
      const address = freshIp();
      const answers: number[] = [];
      for (let attempt = 0; attempt <= LOCKOUT_THRESHOLD; attempt += 1) {
        answers.push((await portalLogin(applicant.email, password, address)).statusCode);
      }
      return answers;
    };

    const right = await fromOneAddress(applicant.password);
    const wrong = await fromOneAddress('not the password at all');
    expect(right).toEqual(wrong);
    expect(right.at(-1)).toBe(429);
  });
});
