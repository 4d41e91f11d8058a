import { API_PREFIX } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestAuthority,
  createTestUser,
  signIn,
  type TestUser,
  type TestUserOptions,
} from '../../test/accounts';
import { apiCalls, createTestContractor, freshIp } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { injectCall } from '../../test/inject-call';
import { fingerprintDatabase, type Unfingerprinted } from '../../test/fuzz/database-fingerprint';
import { requestsFor, type FuzzRequest } from '../../test/fuzz/requests-from-schema';

/**
 * Every API route the app registers, called with requests made from its own schemas and then
 * made hostile (hostile-values.ts), as nobody and as each kind of user. No answer may be a 5xx;
 * every refusal is the error envelope with a message; and a refused request changes nothing in
 * the database. Routes are found in the running app, so a route added later is fuzzed too.
 *
 * Reproduce a failure with the seed it prints: FUZZ_SEED=<seed> npx vitest run hostile-requests.
 * FUZZ_RUNS sets the requests per route (default 16).
 */

const context = useTestApp();
const { get } = apiCalls(context);

const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 16);

/**
 * What records refused requests by design: failed sign-ins and wrong current passwords count
 * towards lockouts (per address and e-mail, and on the account), and they, lockouts, a refresh
 * token used twice and a refused single sign-on are audited.
 */
const RECORDS_REFUSALS: Unfingerprinted = {
  tables: ['login_throttle', 'unknown_email_throttle', 'rate_limit_counters'],
  rows: {
    audit_log: sql`row_data.action in ('auth.login-failed', 'portal.login-failed', 'auth.lockout', 'auth.password-check-failed', 'auth.refresh-token-reuse', 'auth.sso-failed')`,
  },
  columns: { web_users: ['failed_login_count', 'locked_until'] },
};

type Persona = {
  name: string;
  options: TestUserOptions | null;
  user?: TestUser;
  auth: Record<string, string>;
};

let authorityId: number;
const personas: Persona[] = [];

async function signInAs(persona: Persona) {
  if (!persona.options) return;
  persona.user ??= await createTestUser(context.db, persona.options);
  const signedIn = await signIn(context.app, persona.user, freshIp()).catch(async () => {
    // Deactivated or deleted by a request that succeeded: someone new takes their place.
    persona.user = await createTestUser(context.db, persona.options ?? {});
    return signIn(context.app, persona.user, freshIp());
  });
  persona.auth = signedIn.auth;
}

/** A request that succeeded may have ended someone's session (sign-out, deactivation): sign them in again. */
async function keepPersonasSignedIn() {
  for (const persona of personas) {
    if (
      persona.options &&
      (await get('/me', { auth: persona.auth as { authorization: string } })).statusCode !== 200
    )
      await signInAs(persona);
  }
}

beforeAll(async () => {
  authorityId = await createTestAuthority(context.db, { shortCode: 'FUZ' });
  personas.push(
    { name: 'nobody', options: null, auth: {} },
    { name: 'platform admin', options: { userType: 'ADMIN' }, auth: {} },
    { name: 'authority', options: { userType: 'AUTHORITY', role: 'ADMIN', authorityId }, auth: {} },
    { name: 'authority admin', options: { role: 'ADMIN', authorityId }, auth: {} },
    { name: 'officer', options: { role: 'READWRITE', authorityId }, auth: {} },
    { name: 'read-only', options: { role: 'READONLY', authorityId }, auth: {} },
  );
  for (const persona of personas) await signInAs(persona);
  // Records for real-looking ids to land on.
  await createTestContractor(context.db, authorityId);
  const officer = personas.find((persona) => persona.name === 'officer');
  for (const lastName of ['Archer', 'Grundy']) {
    await context.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/case/add`,
      headers: officer?.auth,
      remoteAddress: freshIp(),
      payload: {
        clientFirstName: 'Fuzz',
        clientLastName: lastName,
        addressLine1: '1 High St',
        postCode: 'B33 8TH',
      },
    });
  }
  console.info(`hostile requests: seed ${seed}, ${runsPerRoute} per route`);
});

const describeRequest = (persona: Persona, request: FuzzRequest) =>
  `${persona.name}: ${request.method} ${request.url.slice(0, 200)} (${request.tries}) [FUZZ_SEED=${seed}]`;

describe('hostile requests to every route', () => {
  it('reach every route the app registers', () => {
    expect(context.app.apiRoutes.length).toBeGreaterThan(40);
  });

  // Collected once the app is built: the routes are known only then.
  it('get no 5xx, an error envelope for every refusal, and no change from a refused request', async () => {
    const routes = context.app.apiRoutes.filter(
      (route) => route.method !== 'HEAD' && !route.path.startsWith('/docs'),
    );
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...personas), requestsFor(route), async (persona, request) => {
          const label = describeRequest(persona, request);
          // Looks at cases earlier requests made are written in batches: out of the way first.
          await context.app.caseLooks.flush();
          const before = await fingerprintDatabase(context.db, RECORDS_REFUSALS);
          const response = await injectCall(context.app, route.endpoint, {
            method: request.method as 'GET' | 'POST',
            url: request.url,
            headers: { ...request.headers, ...persona.auth },
            remoteAddress: freshIp(),
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
          if (response.statusCode < 400) {
            if (request.method === 'POST') await keepPersonasSignedIn();
            return;
          }
          const body = response.json() as { statusCode: number; message: string };
          expect(body.statusCode, label).toBe(response.statusCode);
          expect(body.message.trim(), label).not.toBe('');
          const after = await fingerprintDatabase(context.db, RECORDS_REFUSALS);
          const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
          expect(changed, label).toEqual([]);
        }),
        { seed, numRuns: runsPerRoute, endOnFailure: true },
      );
    }
  }, 240_000);
});
