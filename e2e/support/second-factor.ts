import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request as apiRequest, test, type APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_ADMIN } from '../playwright.config';

// Every platform admin passes a second factor (issue 37), the first admin included. The tests hold
// each admin's authenticator app as the admin's phone would: its secret, and the time steps whose
// codes are spent (the server takes a code once, and only one 30-second step either side of now).

type Envelope<T> = { statusCode: number; message: string; data: T };
type Who = { email: string; password: string };

const STEP_SECONDS = 30;
const stepNow = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);
const STATE_DIR = join(import.meta.dirname, '../../.tmp');

/**
 * An authenticator app a test set up, and its recovery codes. The server keeps the last step it
 * took a code of and refuses any step up to it, so one account's codes must be given out in order:
 * the first admin's, which both workers use, are handed out under a lock, from a state file.
 */
export type Authenticator = {
  secret: string;
  lastStep: number;
  recoveryCodes: string[];
  /** For an app two workers share: the state file, and the lock directory beside it. */
  shared?: { stateFile: string; lockDir: string };
};

/** What finishes a sign-in: the app's unspent code of this step or the next, or a recovery code. */
export type SecondFactorAnswer = { code: string } | { recoveryCode: string };

const usableStep = (lastStep: number) => [stepNow(), stepNow() + 1].find((step) => step > lastStep);

/** A lock left by a worker that was stopped while holding it is older than any sign-in takes. */
const STALE_LOCK_MS = 30_000;

function tryLock(lockDir: string): boolean {
  try {
    mkdirSync(lockDir);
    return true;
  } catch {
    const takenAt = statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - takenAt > STALE_LOCK_MS) rmSync(lockDir, { recursive: true, force: true });
    return false;
  }
}

/** Runs `use` holding the shared app's lock, with its state read before and written after. */
async function withSharedState<T>(authenticator: Authenticator, use: () => Promise<T>): Promise<T> {
  const { shared } = authenticator;
  if (!shared) return use();
  await expect.poll(() => tryLock(shared.lockDir), { timeout: 60_000, intervals: [100] }).toBe(true);
  try {
    Object.assign(authenticator, JSON.parse(readFileSync(shared.stateFile, 'utf8')) as object);
    return await use();
  } finally {
    const { lastStep, recoveryCodes } = authenticator;
    writeFileSync(shared.stateFile, JSON.stringify({ lastStep, recoveryCodes }));
    rmSync(shared.lockDir, { recursive: true, force: true });
  }
}

/**
 * Finishes a code step with `submit`: the app's code when one is unspent now; a recovery code
 * rather than wait for the next step; with none left, the next step's code, waited for.
 */
export async function answerSecondFactor(
  authenticator: Authenticator,
  submit: (answer: SecondFactorAnswer) => Promise<void>,
): Promise<void> {
  await withSharedState(authenticator, async () => {
    if (usableStep(authenticator.lastStep) === undefined) {
      const recoveryCode = authenticator.recoveryCodes.shift();
      if (recoveryCode) return submit({ recoveryCode });
      await expect
        .poll(() => usableStep(authenticator.lastStep), { timeout: 40_000, intervals: [1000] })
        .toBeDefined();
    }
    const step = usableStep(authenticator.lastStep) ?? 0;
    authenticator.lastStep = step;
    return submit({ code: await generate({ secret: authenticator.secret, epoch: step * STEP_SECONDS }) });
  });
}

const firstAdminFile = (origin: string) => join(STATE_DIR, `e2e-first-admin-${new URL(origin).port}.json`);
const sharedStateOf = (origin: string) => ({
  stateFile: firstAdminFile(origin).replace(/\.json$/, '-spent.json'),
  lockDir: firstAdminFile(origin).replace(/\.json$/, '.lock'),
});

/** Sets up the first admin's authenticator app on the copy at `origin`, before any test signs in. */
export async function enrolFirstAdmin(origin: string): Promise<void> {
  const context = await apiRequest.newContext({ baseURL: origin });
  const login = await context.post('/api/login', { data: E2E_ADMIN });
  const challenge = ((await login.json()) as Envelope<{ mustEnrol?: boolean }>).data;
  if (!challenge.mustEnrol) throw new Error('the first admin was not asked to set up a second factor');
  const { secret, step, recoveryCodes } = await enrolThroughApi(context);
  mkdirSync(STATE_DIR, { recursive: true });
  const shared = sharedStateOf(origin);
  writeFileSync(firstAdminFile(origin), JSON.stringify({ secret }));
  writeFileSync(shared.stateFile, JSON.stringify({ lastStep: step, recoveryCodes }));
  rmSync(shared.lockDir, { recursive: true, force: true });
  await context.dispose();
}

/** The first admin's app on the copy at `origin`, shared by the workers. */
function firstAdminAuthenticator(origin: string): Authenticator {
  const { secret } = JSON.parse(readFileSync(firstAdminFile(origin), 'utf8')) as { secret: string };
  return { secret, lastStep: 0, recoveryCodes: [], shared: sharedStateOf(origin) };
}

/** The app that finishes `who`'s sign-in at `origin`, if they have one. */
export function authenticatorOf(who: Who & { authenticator?: Authenticator }, origin: string) {
  if (who.authenticator) return who.authenticator;
  return who.email === E2E_ADMIN.email ? firstAdminAuthenticator(origin) : undefined;
}

type Enrolled = { secret: string; step: number; recoveryCodes: string[]; accessToken: string };

/** Sets up an authenticator app at a sign-in that requires one: its first code signs in. */
async function enrolThroughApi(context: APIRequestContext): Promise<Enrolled> {
  const started = await context.post('/api/login/enrol/totp');
  expect(started.status(), await started.text()).toBe(200);
  const secret = ((await started.json()) as Envelope<{ secret: string }>).data.secret.replace(/\s+/g, '');
  const step = stepNow();
  const confirmed = await context.post('/api/login/enrol/totp/confirm', {
    data: { code: await generate({ secret, epoch: step * STEP_SECONDS }) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { session, recoveryCodes } = (
    (await confirmed.json()) as Envelope<{ session: { access_token: string }; recoveryCodes: string[] }>
  ).data;
  return { secret, step, recoveryCodes, accessToken: session.access_token };
}

/**
 * Signs `who` in through the API in `context`: the password, then their app's code when asked. A
 * person asked to set one up (a new platform admin) sets it up, and `who` keeps it.
 */
export async function signInThroughApi(
  context: APIRequestContext,
  who: Who & { authenticator?: Authenticator },
  origin: string,
): Promise<string> {
  const login = await context.post('/api/login', { data: { email: who.email, password: who.password } });
  expect(login.status(), await login.text()).toBe(200);
  const answer = ((await login.json()) as Envelope<{ access_token?: string; mustEnrol?: boolean }>).data;
  if (answer.access_token) return answer.access_token;
  if (answer.mustEnrol) {
    const { secret, step, recoveryCodes, accessToken } = await enrolThroughApi(context);
    who.authenticator = { secret, lastStep: step, recoveryCodes };
    return accessToken;
  }
  const authenticator = authenticatorOf(who, origin);
  if (!authenticator) throw new Error(`${who.email} has a second factor the tests do not hold`);
  let accessToken = '';
  await answerSecondFactor(authenticator, async (answer) => {
    const passed = await context.post('/api/login/second-factor', { data: answer });
    expect(passed.status(), await passed.text()).toBe(200);
    accessToken = ((await passed.json()) as Envelope<{ access_token: string }>).data.access_token;
  });
  return accessToken;
}

/** Well inside the access token's ten minutes. */
const KEPT_SESSION_MS = 8 * 60_000;
const keptSessions = new Map<string, { headers: { Authorization: string }; at: number }>();

/**
 * The Authorization header of a sign-in of a person with a second factor, kept for this worker
 * in a request context of its own (so no test's sign-out ends it): codes are spent once, so each
 * worker signs such a person in as seldom as it can.
 */
export async function keptSessionHeaders(
  who: Who & { authenticator?: Authenticator },
): Promise<{ Authorization: string }> {
  const origin = test.info().project.use.baseURL ?? '';
  const key = `${origin} ${who.email}`;
  const kept = keptSessions.get(key);
  if (kept && Date.now() - kept.at < KEPT_SESSION_MS) return kept.headers;
  const context = await apiRequest.newContext({ baseURL: origin });
  const accessToken = await signInThroughApi(context, who, origin);
  await context.dispose();
  const headers = { Authorization: `Bearer ${accessToken}` };
  keptSessions.set(key, { headers, at: Date.now() });
  return headers;
}

/** Whether `who` signs in with a second factor the tests hold (kept sessions, never signed out). */
export const hasSecondFactor = (who: Who & { authenticator?: Authenticator }) =>
  who.authenticator !== undefined || who.email === E2E_ADMIN.email;
