import type { SessionUser, UserType } from '@casekeeper/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import type { Database } from '../db/client';
import { authorities, webUsers } from '../db/schema';
import { hashPassword } from '../platform/auth/password-hashing';
import { seedAuthorityChoices } from '../db/seed';

let sequence = 0;
const nextNumber = () => {
  sequence += 1;
  return `${process.pid}${sequence}`;
};

/** A fresh authority; its short code is unique within the test database. */
export async function createTestAuthority(
  db: Database,
  overrides: Partial<typeof authorities.$inferInsert> = {},
): Promise<number> {
  const letters = nextNumber()
    .split('')
    .map((digit) => String.fromCharCode(65 + Number(digit)))
    .join('')
    .slice(-8)
    .padStart(2, 'Q');
  const [row] = await db
    .insert(authorities)
    .values({ name: `Test Council ${letters}`, shortCode: letters, ...overrides })
    .returning({ id: authorities.id });
  if (!row) throw new Error('authority not created');
  await seedAuthorityChoices(db, row.id);
  return row.id;
}

export type TestUserOptions = {
  email?: string;
  password?: string;
  userType?: UserType;
  role?: 'ADMIN' | 'READWRITE' | 'READONLY';
  authorityId?: number;
  firstName?: string;
  lastName?: string;
  isActive?: boolean;
};

export type TestUser = { id: number; email: string; password: string; authorityId: number | null };

/** A user who can sign in: an authority officer (READWRITE) in a new authority unless told otherwise. */
export async function createTestUser(db: Database, options: TestUserOptions = {}): Promise<TestUser> {
  const userType = options.userType ?? 'AUTHORITY_USER';
  const email = options.email ?? `user${nextNumber()}@council.gov.uk`;
  const password = options.password ?? 'marble kettle orbit lantern';
  const authorityId = userType === 'ADMIN' ? null : (options.authorityId ?? (await createTestAuthority(db)));
  const [row] = await db
    .insert(webUsers)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: options.firstName ?? 'Sam',
      lastName: options.lastName ?? 'Officer',
      userType,
      authorityId,
      role: userType === 'ADMIN' || userType === 'APPLICANT' ? null : (options.role ?? 'READWRITE'),
      isActive: options.isActive ?? true,
    })
    .returning({ id: webUsers.id });
  if (!row) throw new Error('user not created');
  return { id: row.id, email, password, authorityId };
}

export type SignedIn = {
  session: SessionUser;
  /** The refresh token from the cookie the server set. */
  refreshToken: string;
  /** Headers for a signed-in call. */
  auth: { authorization: string };
};

/** The authenticator app each test user set up at a first sign-in that required one. */
const authenticators = new Map<string, { secret: string; lastStep: number; recoveryCodes: string[] }>();

const PENDING_COOKIE = 'casekeeper_pending_sign_in';
const TOTP_STEP_SECONDS = 30;
const stepNow = () => Math.floor(Date.now() / 1000 / TOTP_STEP_SECONDS);

type Injected = (path: string, payload?: object) => Promise<LightMyRequestResponse>;

/** Sets up an authenticator app at the sign-in (the policy requires one): its first code signs in. */
async function enrolAtSignIn(post: Injected, email: string): Promise<LightMyRequestResponse> {
  const started = await post('/api/login/enrol/totp');
  if (started.statusCode !== 200) throw new Error(`enrolment failed: ${started.body}`);
  const secret = started.json<{ data: { secret: string } }>().data.secret.replace(/\s+/g, '');
  const step = stepNow();
  const confirmed = await post('/api/login/enrol/totp/confirm', {
    code: await generate({ secret, epoch: step * TOTP_STEP_SECONDS }),
  });
  const recoveryCodes = confirmed.json<{ data?: { recoveryCodes?: string[] } }>().data?.recoveryCodes ?? [];
  authenticators.set(email, { secret, lastStep: step, recoveryCodes });
  return confirmed;
}

/**
 * Finishes a sign-in with the authenticator app set up at an earlier one: its code of now, or a
 * recovery code when this time step's code is spent (a code is accepted once).
 */
async function passSecondFactor(post: Injected, email: string): Promise<LightMyRequestResponse> {
  const known = authenticators.get(email);
  if (!known) throw new Error(`${email} has a second factor this helper did not set up: finish in the test`);
  const step = stepNow();
  if (step > known.lastStep) {
    known.lastStep = step;
    return post('/api/login/second-factor', {
      code: await generate({ secret: known.secret, epoch: step * TOTP_STEP_SECONDS }),
    });
  }
  const recoveryCode = known.recoveryCodes.shift();
  if (!recoveryCode) throw new Error(`${email} has no recovery codes left`);
  return post('/api/login/second-factor', { recoveryCode });
}

/**
 * Signs in through the real API from `ip` (each test its own, so rate limits do not meet). A
 * person the policy asks a second factor of (every platform admin) sets up an authenticator app
 * at their first sign-in and passes it at later ones, as they would.
 */
export async function signIn(
  app: FastifyInstance,
  user: Pick<TestUser, 'email' | 'password'>,
  ip = '192.0.2.1',
  /** Staff sign in at /api/login, applicants at the portal's /api/portal/login. */
  door: 'staff' | 'portal' = 'staff',
  /** Sent with every call of the sign-in: a browser's user-agent, say. */
  headers: Record<string, string> = {},
): Promise<SignedIn> {
  let response = await app.inject({
    method: 'POST',
    url: door === 'staff' ? '/api/login' : '/api/portal/login',
    remoteAddress: ip,
    headers,
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const challenge = response.json<{ data: { secondFactorRequired?: true; mustEnrol?: boolean } }>().data;
  if (challenge.secondFactorRequired) {
    const pending = response.cookies.find((cookie) => cookie.name === PENDING_COOKIE)?.value ?? '';
    const post: Injected = (path, payload) =>
      app.inject({
        method: 'POST',
        url: path,
        remoteAddress: ip,
        headers,
        cookies: { [PENDING_COOKIE]: pending },
        ...(payload ? { payload } : {}),
      });
    response = challenge.mustEnrol
      ? await enrolAtSignIn(post, user.email)
      : await passSecondFactor(post, user.email);
    if (response.statusCode !== 200)
      throw new Error(`second factor failed: ${response.statusCode} ${response.body}`);
  }
  const answer = response.json<{ data: SessionUser | { session: SessionUser } }>().data;
  const session = 'session' in answer ? answer.session : answer;
  const cookie = response.cookies.find((candidate) => candidate.name === 'casekeeper_refresh');
  if (!cookie) throw new Error('no refresh cookie');
  return { session, refreshToken: cookie.value, auth: { authorization: `Bearer ${session.access_token}` } };
}
