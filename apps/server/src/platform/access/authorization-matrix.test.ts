import {
  API_PREFIX,
  isAdmitted,
  ROUTE_ACCESS,
  type AccessSubject,
  type RouteKey,
} from '@casekeeper/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookmarkFilters, cases, webUsers } from '../../db/schema';
import {
  createTestAuthority,
  createTestUser,
  signIn,
  type SignedIn,
  type TestUser,
} from '../../test/accounts';
import { createTestContractor, freshIp, heldSession } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';

/**
 * The authorization matrix: every route of the access table, called by every kind of caller on
 * records of their own authority and of another, must answer what the table says (allowed, 401,
 * 403 or 404). Expectations are computed from ROUTE_ACCESS itself, so the table and the server
 * cannot drift apart; each row only says how to make a valid request.
 */

const context = useTestApp();

type Side = 'own' | 'other';

type Persona = {
  name: string;
  who: AccessSubject | null;
  /** The authority the persona belongs to (platform admins: none). */
  authorityId: number | null;
  /** The user the persona acts as; records assigned to someone are assigned to them. */
  userId: number | null;
  /** The session every call uses. */
  session: SignedIn | undefined;
  /** A session of its own, for calls that end the session they are made in. */
  fresh(): Promise<SignedIn | undefined>;
};

type Call = {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  payload?: object;
  cookies?: Record<string, string>;
  /** Use a session of its own rather than the persona's (the call ends it). */
  freshSession?: boolean;
};

type Row = {
  route: RouteKey;
  /** What the request names that scope applies to: a client-sent authority id (403 outside), a record id (404 outside). */
  names: 'authority' | 'record' | 'nothing';
  /** The status when the caller is allowed (default 200). */
  allowed?: number;
  /**
   * A valid request about a record of `authorityId`, made afresh for every call; a record that
   * is assigned to someone is assigned to `assignee` (the caller on their own side).
   */
  request(authorityId: number, assignee: number | null, callerId: number | null): Promise<Call> | Call;
};

let authorityA: number;
let authorityB: number;
let loginUser: TestUser;
let codes = 0;

/** A short code no other authority has: letters only. */
function nextShortCode(): string {
  codes += 1;
  const digits = String(codes).padStart(3, '0');
  return `MX${digits.replace(/[0-9]/g, (digit) => String.fromCharCode(65 + Number(digit)))}`;
}

/** A user of an authority (null: a platform admin) without a password, straight into the database. */
async function insertUser(authorityId: number | null): Promise<number> {
  const [row] = await context.db
    .insert(webUsers)
    .values({
      email: `matrix.${Math.random().toString(36).slice(2)}@council.gov.uk`,
      firstName: 'Mat',
      lastName: 'Rix',
      userType: authorityId === null ? 'ADMIN' : 'AUTHORITY_USER',
      role: authorityId === null ? null : 'READWRITE',
      authorityId,
    })
    .returning({ id: webUsers.id });
  if (!row) throw new Error('user not created');
  return row.id;
}

let caseNumbers = 0;

/** A case of an authority, assigned to `assignee`, straight into the database. */
async function insertCase(authorityId: number, assignee: number | null): Promise<number> {
  caseNumbers += 1;
  const [row] = await context.db
    .insert(cases)
    .values({
      authorityId,
      caseNumber: `MX-2026-${String(caseNumbers).padStart(5, '0')}`,
      clientFirstName: 'Ada',
      clientLastName: 'Client',
      addressLine1: '1 High Street',
      postCode: 'B33 8TH',
      statusId: 1,
      assignedOfficerId: assignee,
      createdById: loginUser.id,
      updatedById: loginUser.id,
    })
    .returning({ id: cases.id });
  if (!row) throw new Error('case not created');
  return row.id;
}

/** A saved filter of `owner` (a member of `authorityId`), straight into the database. */
async function insertBookmark(authorityId: number, owner: number | null): Promise<number> {
  if (owner === null) return 1;
  const [row] = await context.db
    .insert(bookmarkFilters)
    .values({ authorityId, webUserId: owner, name: `Matrix ${Math.random()}`, filter: {} })
    .returning({ id: bookmarkFilters.id });
  if (!row) throw new Error('bookmark not created');
  return row.id;
}

const caseFields = () => ({
  clientFirstName: 'Ada',
  clientLastName: 'Client',
  addressLine1: '1 High Street',
  postCode: 'B33 8TH',
});

const authorityFields = () => ({
  name: 'Matrix Council',
  addressLine1: '1 High Street',
  town: 'Ambridge',
  postCode: 'B33 8TH',
  contactEmail: 'matrix@council.gov.uk',
  contactPhone: '01632 960 000',
});
const userFields = () => ({
  email: `added.${Math.random().toString(36).slice(2)}@council.gov.uk`,
  firstName: 'Ada',
  lastName: 'Added',
  userType: 'AUTHORITY_USER',
  role: 'READONLY',
});
const contractorFields = () => ({
  companyName: 'Matrix Builders',
  contactName: 'Bob',
  phone: '01632 960 123',
});
const newAuthority = () => createTestAuthority(context.db, { shortCode: nextShortCode() });
const password = 'ample harbour violet quill';

const ROWS: Row[] = [
  { route: 'GET /health', names: 'nothing', request: () => ({ method: 'GET', path: '/health' }) },
  { route: 'GET /health/live', names: 'nothing', request: () => ({ method: 'GET', path: '/health/live' }) },
  { route: 'GET /health/ready', names: 'nothing', request: () => ({ method: 'GET', path: '/health/ready' }) },
  { route: 'GET /docs', names: 'nothing', request: () => ({ method: 'GET', path: '/docs' }) },
  { route: 'GET /docs/*', names: 'nothing', request: () => ({ method: 'GET', path: '/docs/json' }) },
  {
    route: 'GET /public-config',
    names: 'nothing',
    request: () => ({ method: 'GET', path: '/public-config' }),
  },
  {
    route: 'POST /login',
    names: 'nothing',
    request: () => ({
      method: 'POST',
      path: '/login',
      payload: { email: loginUser.email, password: loginUser.password },
    }),
  },
  {
    route: 'POST /refresh-token',
    names: 'nothing',
    request: async () => ({
      method: 'POST',
      path: '/refresh-token',
      cookies: { casekeeper_refresh: (await signIn(context.app, loginUser, freshIp())).refreshToken },
    }),
  },
  {
    route: 'POST /logout',
    names: 'nothing',
    request: () => ({ method: 'POST', path: '/logout', freshSession: true }),
  },
  {
    route: 'POST /forgot-password',
    names: 'nothing',
    request: () => ({
      method: 'POST',
      path: '/forgot-password',
      payload: { email: 'nobody@nowhere.gov.uk' },
    }),
  },
  {
    route: 'POST /password-reset',
    names: 'nothing',
    // A made-up link: refused whoever calls, which is all a public route promises.
    allowed: 400,
    request: () => ({
      method: 'POST',
      path: '/password-reset',
      payload: { token: 'made-up', newPassword: password, confirmNewPassword: password },
    }),
  },
  {
    route: 'POST /invitation/check',
    names: 'nothing',
    // A made-up link: refused whoever calls, which is all a public route promises.
    allowed: 400,
    request: () => ({ method: 'POST', path: '/invitation/check', payload: { token: 'made-up' } }),
  },
  {
    route: 'POST /invitation/accept',
    names: 'nothing',
    allowed: 400,
    request: () => ({
      method: 'POST',
      path: '/invitation/accept',
      payload: { token: 'made-up', newPassword: password, confirmNewPassword: password },
    }),
  },
  { route: 'GET /me', names: 'nothing', request: () => ({ method: 'GET', path: '/me' }) },
  { route: 'GET /me/abilities', names: 'nothing', request: () => ({ method: 'GET', path: '/me/abilities' }) },
  {
    route: 'POST /change-password',
    names: 'nothing',
    // A mismatched confirmation: the access check comes first, and a real change would end the persona's sessions.
    allowed: 400,
    request: () => ({
      method: 'POST',
      path: '/change-password',
      payload: { currentPassword: 'anything', newPassword: password, confirmNewPassword: 'different' },
    }),
  },
  { route: 'GET /profile', names: 'nothing', request: () => ({ method: 'GET', path: '/profile' }) },
  {
    route: 'POST /profile',
    names: 'nothing',
    request: () => ({
      method: 'POST',
      path: '/profile',
      payload: { firstName: 'Sam', lastName: 'Officer', version: 1 },
    }),
  },
  { route: 'POST /mode/:mode', names: 'nothing', request: () => ({ method: 'POST', path: '/mode/dark' }) },

  {
    route: 'GET /admin/dashboard',
    names: 'nothing',
    request: () => ({ method: 'GET', path: '/admin/dashboard' }),
  },
  {
    route: 'GET /admin/:type/list/:page',
    names: 'nothing',
    request: () => ({ method: 'GET', path: '/admin/authority/list/1' }),
  },
  {
    route: 'POST /admin/add',
    names: 'nothing',
    request: () => ({
      method: 'POST',
      path: '/admin/add',
      payload: { type: 'authority', shortCode: nextShortCode(), ...authorityFields() },
    }),
  },
  {
    route: 'GET /admin/edit/:id',
    names: 'nothing',
    request: (authorityId) => ({
      method: 'GET',
      path: `/admin/edit/${authorityId}`,
      query: { type: 'authority' },
    }),
  },
  {
    route: 'POST /admin/update',
    names: 'nothing',
    request: async () => ({
      method: 'POST',
      path: '/admin/update',
      payload: { type: 'authority', id: await newAuthority(), version: 1, ...authorityFields() },
    }),
  },
  {
    route: 'POST /admin/delete/:type/:id',
    names: 'nothing',
    request: async () => ({ method: 'POST', path: `/admin/delete/authority/${await newAuthority()}` }),
  },
  {
    route: 'POST /admin/isactive/:type/:id',
    names: 'nothing',
    request: async () => ({ method: 'POST', path: `/admin/isactive/authority/${await newAuthority()}` }),
  },
  {
    route: 'POST /admin/resend-invitation/:id',
    names: 'nothing',
    request: async () => ({ method: 'POST', path: `/admin/resend-invitation/${await insertUser(null)}` }),
  },
  {
    route: 'GET /audit',
    names: 'nothing',
    request: () => ({ method: 'GET', path: '/audit', query: { limit: '5' } }),
  },
  {
    route: 'POST /impersonate/:id',
    names: 'nothing',
    request: async (authorityId) => ({
      method: 'POST',
      path: `/impersonate/${await insertUser(authorityId)}`,
    }),
  },
  {
    route: 'POST /impersonate/back',
    names: 'nothing',
    request: () => ({ method: 'POST', path: '/impersonate/back', freshSession: true }),
  },

  {
    route: 'GET /authority/User/:authorityId',
    names: 'authority',
    request: (authorityId) => ({ method: 'GET', path: `/authority/User/${authorityId}` }),
  },
  {
    route: 'POST /authority/user/add',
    names: 'authority',
    request: (authorityId) => ({
      method: 'POST',
      path: '/authority/user/add',
      payload: { authorityId, ...userFields() },
    }),
  },
  {
    route: 'GET /authority/user/edit/:id',
    names: 'record',
    request: async (authorityId) => ({
      method: 'GET',
      path: `/authority/user/edit/${await insertUser(authorityId)}`,
    }),
  },
  {
    route: 'POST /authority/user/update',
    names: 'record',
    request: async (authorityId) => ({
      method: 'POST',
      path: '/authority/user/update',
      payload: { id: await insertUser(authorityId), version: 1, ...userFields() },
    }),
  },
  {
    route: 'POST /authority/user/isactive/:id',
    names: 'record',
    request: async (authorityId) => ({
      method: 'POST',
      path: `/authority/user/isactive/${await insertUser(authorityId)}`,
    }),
  },
  {
    route: 'POST /authority/user/delete/:id',
    names: 'record',
    request: async (authorityId) => ({
      method: 'POST',
      path: `/authority/user/delete/${await insertUser(authorityId)}`,
    }),
  },
  {
    route: 'POST /authority/user/resend-invitation/:id',
    names: 'record',
    request: async (authorityId) => ({
      method: 'POST',
      path: `/authority/user/resend-invitation/${await insertUser(authorityId)}`,
    }),
  },
  {
    route: 'GET /contractor/list/:authorityId',
    names: 'authority',
    request: (authorityId) => ({ method: 'GET', path: `/contractor/list/${authorityId}` }),
  },
  {
    route: 'POST /contractor/add',
    names: 'authority',
    request: (authorityId) => ({
      method: 'POST',
      path: '/contractor/add',
      payload: { authorityId, ...contractorFields() },
    }),
  },
  {
    route: 'GET /contractor/edit/:id',
    names: 'record',
    request: async (authorityId) => ({
      method: 'GET',
      path: `/contractor/edit/${await createTestContractor(context.db, authorityId)}`,
    }),
  },
  {
    route: 'POST /contractor/update',
    names: 'record',
    request: async (authorityId) => ({
      method: 'POST',
      path: '/contractor/update',
      payload: { id: await createTestContractor(context.db, authorityId), version: 1, ...contractorFields() },
    }),
  },
  {
    route: 'POST /case/add',
    names: 'nothing',
    request: () => ({ method: 'POST', path: '/case/add', payload: caseFields() }),
  },
  {
    route: 'GET /case/edit/:id',
    names: 'record',
    request: async (authorityId, assignee) => ({
      method: 'GET',
      path: `/case/edit/${await insertCase(authorityId, assignee)}`,
    }),
  },
  {
    route: 'POST /case/Update',
    names: 'record',
    request: async (authorityId, assignee) => ({
      method: 'POST',
      path: '/case/Update',
      payload: {
        id: await insertCase(authorityId, assignee),
        version: 1,
        ...caseFields(),
        assignedOfficerId: assignee,
      },
    }),
  },
  {
    route: 'POST /case/:caseId/:statusId',
    names: 'record',
    request: async (authorityId, assignee) => ({
      method: 'POST',
      path: `/case/${await insertCase(authorityId, assignee)}/2`,
    }),
  },
  {
    route: 'GET /case/list/',
    names: 'nothing',
    request: () => ({ method: 'GET', path: '/case/list/' }),
  },
  {
    route: 'GET /case/options',
    names: 'nothing',
    request: () => ({ method: 'GET', path: '/case/options' }),
  },
  {
    route: 'GET /caseSearch/list/',
    names: 'nothing',
    request: () => ({ method: 'GET', path: '/caseSearch/list/', query: { SearchTerm: 'client' } }),
  },
  {
    route: 'POST /pin/:caseId/:webUserId',
    names: 'record',
    // Pins are one's own: the persona pins for themselves.
    request: async (authorityId, assignee, callerId) => ({
      method: 'POST',
      path: `/pin/${await insertCase(authorityId, assignee)}/${callerId ?? 1}`,
    }),
  },
  {
    route: 'GET /bookmark-filter/list',
    names: 'nothing',
    request: () => ({ method: 'GET', path: '/bookmark-filter/list' }),
  },
  {
    route: 'POST /bookmark-filter/add',
    names: 'nothing',
    request: () => ({
      method: 'POST',
      path: '/bookmark-filter/add',
      payload: { name: `Matrix ${Math.random()}`, filter: {} },
    }),
  },
  {
    route: 'POST /bookmark-filter/update',
    names: 'nothing',
    request: async (authorityId, assignee) => ({
      method: 'POST',
      path: '/bookmark-filter/update',
      payload: {
        id: await insertBookmark(authorityId, assignee),
        name: `Matrix ${Math.random()}`,
        filter: {},
      },
    }),
  },
  {
    route: 'POST /bookmark-filter/delete/:id',
    names: 'nothing',
    request: async (authorityId, assignee) => ({
      method: 'POST',
      path: `/bookmark-filter/delete/${await insertBookmark(authorityId, assignee)}`,
    }),
  },
  {
    route: 'GET /case/status-history/:caseId',
    names: 'record',
    request: async (authorityId, assignee) => ({
      method: 'GET',
      path: `/case/status-history/${await insertCase(authorityId, assignee)}`,
    }),
  },
  {
    route: 'POST /contractor/isactive/:id',
    names: 'record',
    request: async (authorityId) => ({
      method: 'POST',
      path: `/contractor/isactive/${await createTestContractor(context.db, authorityId)}`,
    }),
  },
  {
    route: 'GET /postcode',
    names: 'nothing',
    request: () => ({ method: 'GET', path: '/postcode', query: { postCode: 'B33 8TH' } }),
  },
];

/** What the table says `persona` gets from `row` on a record of their own authority or another's. */
function expectedStatus(row: Row, persona: Persona, side: Side): number {
  const access = ROUTE_ACCESS[row.route];
  const allowed = row.allowed ?? 200;
  if (access.kind === 'public') return allowed;
  if (!persona.who) return 401;
  if (!isAdmitted(access, persona.who)) return 403;
  const scoped = access.scope === 'own-authority' || access.scope === 'assigned-to-caller';
  // A route naming no record (the post code lookup) only ever reaches the caller's own authority.
  if (scoped && row.names !== 'nothing' && persona.who.userType !== 'ADMIN' && side === 'other') {
    return row.names === 'authority' ? 403 : 404;
  }
  return allowed;
}

const personas: Persona[] = [];

async function signedInPersona(name: string, user: TestUser): Promise<Persona> {
  const fresh = () => signIn(context.app, user, freshIp());
  const session = await fresh();
  return {
    name,
    who: { userType: session.session.user_type, role: session.session.role, impersonating: false },
    authorityId: user.authorityId,
    userId: user.id,
    session,
    fresh,
  };
}

beforeAll(async () => {
  authorityA = await createTestAuthority(context.db);
  authorityB = await createTestAuthority(context.db);
  loginUser = await createTestUser(context.db, { authorityId: authorityA });
  const platformAdmin = await createTestUser(context.db, { userType: 'ADMIN' });
  const admin = await signedInPersona('platform ADMIN', platformAdmin);
  const impersonated = await insertUser(authorityA);
  // Each impersonation starts from a sign-in of its own: signing out of one ends the admin's
  // sign-in it came from, which must not be the platform ADMIN persona's.
  const impersonate = async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/impersonate/${impersonated}`,
      headers: (await admin.fresh())?.auth,
      remoteAddress: freshIp(),
    });
    return heldSession(response);
  };

  personas.push(
    {
      name: 'anonymous',
      who: null,
      authorityId: null,
      userId: null,
      session: undefined,
      fresh: () => Promise.resolve(undefined),
    },
    admin,
    await signedInPersona(
      'AUTHORITY ADMIN',
      await createTestUser(context.db, { userType: 'AUTHORITY', role: 'ADMIN', authorityId: authorityA }),
    ),
    await signedInPersona(
      'AUTHORITY_USER ADMIN',
      await createTestUser(context.db, { role: 'ADMIN', authorityId: authorityA }),
    ),
    await signedInPersona(
      'AUTHORITY_USER READWRITE',
      await createTestUser(context.db, { role: 'READWRITE', authorityId: authorityA }),
    ),
    await signedInPersona(
      'AUTHORITY_USER READONLY',
      await createTestUser(context.db, { role: 'READONLY', authorityId: authorityA }),
    ),
    await signedInPersona(
      "another authority's AUTHORITY ADMIN",
      await createTestUser(context.db, { userType: 'AUTHORITY', role: 'ADMIN', authorityId: authorityB }),
    ),
    {
      name: 'platform ADMIN impersonating a READWRITE user',
      who: { userType: 'AUTHORITY_USER', role: 'READWRITE', impersonating: true },
      authorityId: authorityA,
      userId: impersonated,
      session: await impersonate(),
      fresh: impersonate,
    },
  );
});

/** The authority a record on `side` of `persona` belongs to. */
function authorityFor(persona: Persona, side: Side): number {
  const own = persona.authorityId ?? authorityA;
  if (side === 'own') return own;
  return own === authorityA ? authorityB : authorityA;
}

async function send(row: Row, persona: Persona, side: Side): Promise<number> {
  // Only a member of the authority can be assigned its records (platform admins are not).
  const assignee = side === 'own' && persona.authorityId !== null ? persona.userId : null;
  const call = await row.request(authorityFor(persona, side), assignee, persona.userId);
  const session = call.freshSession ? await persona.fresh() : persona.session;
  const response = await context.app.inject({
    method: call.method,
    url: `${API_PREFIX}${call.path}`,
    query: call.query,
    headers: session?.auth,
    cookies: call.cookies,
    remoteAddress: freshIp(),
    ...(call.payload === undefined ? {} : { payload: call.payload }),
  });
  return response.statusCode;
}

describe('the authorization matrix', () => {
  it('has a row for every route of the access table', () => {
    expect(ROWS.map((row) => row.route).sort()).toEqual(Object.keys(ROUTE_ACCESS).sort());
  });

  it.each(ROWS.map((row) => [row.route, row] as const))(
    '%s answers every caller as the table says',
    async (_route, row) => {
      const access = ROUTE_ACCESS[row.route];
      const sides: Side[] =
        access.kind === 'signed-in' &&
        row.names !== 'nothing' &&
        (access.scope === 'own-authority' || access.scope === 'assigned-to-caller')
          ? ['own', 'other']
          : ['own'];
      const expected: Record<string, number> = {};
      const actual: Record<string, number> = {};
      for (const persona of personas) {
        for (const side of sides) {
          const key = `${persona.name} · ${side} authority`;
          expected[key] = expectedStatus(row, persona, side);
          actual[key] = await send(row, persona, side);
        }
      }
      expect(actual).toEqual(expected);
    },
  );

  it('still has every persona signed in at the end (no call ended a session it should not have)', async () => {
    for (const persona of personas.filter((candidate) => candidate.session)) {
      const response = await context.app.inject({
        method: 'GET',
        url: `${API_PREFIX}/me`,
        headers: persona.session?.auth,
      });
      expect(response.statusCode, persona.name).toBe(200);
    }
  });
});
