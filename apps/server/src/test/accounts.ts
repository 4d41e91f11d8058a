import type { SessionUser, UserType } from '@casekeeper/contract';
import type { FastifyInstance } from 'fastify';
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

/** Signs in through the real API from `ip` (each test its own, so rate limits do not meet). */
export async function signIn(
  app: FastifyInstance,
  user: Pick<TestUser, 'email' | 'password'>,
  ip = '192.0.2.1',
  /** Staff sign in at /api/login, applicants at the portal's /api/portal/login. */
  door: 'staff' | 'portal' = 'staff',
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: door === 'staff' ? '/api/login' : '/api/portal/login',
    remoteAddress: ip,
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const session = response.json<{ data: SessionUser }>().data;
  const cookie = response.cookies.find((candidate) => candidate.name === 'casekeeper_refresh');
  if (!cookie) throw new Error('no refresh cookie');
  return { session, refreshToken: cookie.value, auth: { authorization: `Bearer ${session.access_token}` } };
}
