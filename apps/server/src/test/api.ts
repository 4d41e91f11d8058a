import { API_PREFIX, type SessionUser } from '@casekeeper/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/client';
import { applicantCases, auditLog, contractors } from '../db/schema';
import { createTestUser, signIn, type SignedIn, type TestUser, type TestUserOptions } from './accounts';
import type { TestContext } from './build-test-app';

let lastAddress = 0;
/** A fresh client address, so per-IP rate limits never meet across calls. */
export function freshIp(): string {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

type Who = Pick<SignedIn, 'auth'> | undefined;

/** Calls under /api as `who` (nobody when undefined), each from its own address. */
export function apiCalls(context: TestContext) {
  return {
    get: (path: string, who?: Who, query?: Record<string, string>) =>
      context.app.inject({
        method: 'GET',
        url: `${API_PREFIX}${path}`,
        headers: who?.auth,
        query,
        remoteAddress: freshIp(),
      }),
    post: (path: string, who?: Who, payload?: object) =>
      context.app.inject({
        method: 'POST',
        url: `${API_PREFIX}${path}`,
        headers: who?.auth,
        remoteAddress: freshIp(),
        ...(payload === undefined ? {} : { payload }),
      }),
  };
}

export type SignedInUser = TestUser & SignedIn;

/** A new user, signed in through the real API. */
export async function signedInUser(
  context: TestContext,
  options: TestUserOptions = {},
): Promise<SignedInUser> {
  const user = await createTestUser(context.db, options);
  return { ...user, ...(await signIn(context.app, user, freshIp())) };
}

/**
 * The client of a new case of `officer`'s authority, following it as an applicant (the invitation
 * opened) and signed in at the portal (straight into the database where the invitation mail would be).
 */
export async function signedInApplicant(context: TestContext, officer: SignedInUser): Promise<SignedInUser> {
  const added = await apiCalls(context).post('/case/add', officer, {
    clientFirstName: 'Peggy',
    clientLastName: 'Woolley',
    addressLine1: 'The Lodge',
    town: 'Ambridge',
    postCode: 'B33 8TH',
  });
  if (added.statusCode !== 200 || officer.authorityId === null) throw new Error(`no case: ${added.body}`);
  const caseId = added.json<{ data: { id: number } }>().data.id;
  const user = await createTestUser(context.db, { userType: 'APPLICANT', authorityId: officer.authorityId });
  await context.db.insert(applicantCases).values({
    authorityId: officer.authorityId,
    caseId,
    applicantId: user.id,
    invitedById: officer.id,
    acceptedAt: new Date(),
  });
  return { ...user, ...(await signIn(context.app, user, freshIp(), 'portal')) };
}

/** The refresh token in the cookie an answer set, if any. */
export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'casekeeper_refresh')?.value;
}

/** Trades a refresh token for a new session, as the web client does on a 401. */
export function refresh(app: FastifyInstance, refreshToken: string | undefined) {
  return app.inject({
    method: 'POST',
    url: `${API_PREFIX}/refresh-token`,
    remoteAddress: freshIp(),
    ...(refreshToken ? { cookies: { casekeeper_refresh: refreshToken } } : {}),
  });
}

/** A session answered by an impersonation or a return from one, as the web client would hold it. */
export function heldSession(response: LightMyRequestResponse): SignedIn {
  const session = response.json<{ data: SessionUser }>().data;
  return {
    session,
    refreshToken: refreshCookieOf(response) ?? '',
    auth: { authorization: `Bearer ${session.access_token}` },
  };
}

/** The newest audit row of `action` about `entityId`. */
export async function lastAudit(db: Database, action: string, entityId: number | string) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

/** A contractor of `authorityId`, straight into the database. */
export async function createTestContractor(
  db: Database,
  authorityId: number,
  overrides: Partial<typeof contractors.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(contractors)
    .values({
      authorityId,
      companyName: 'Acme Adaptations Ltd',
      contactName: 'Pat Builder',
      phone: '01632 960 111',
      trades: ['Builder'],
      ...overrides,
    })
    .returning({ id: contractors.id });
  if (!row) throw new Error('contractor not created');
  return row.id;
}
