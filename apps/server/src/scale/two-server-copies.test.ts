import { ALARM_EVENTS_CONTENT_TYPE, ALARMS_CHANGED_EVENT, type SessionUser } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseConnection } from '../db/client';
import { createTestAuthority, createTestUser, type TestUser } from '../test/accounts';
import { createMigratedDatabase, type TestDatabase } from '../test/database';
import { startLocalS3Server, type LocalS3Server } from '../test/local-s3-server';
import { multipartForm } from '../test/multipart';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp-server';
import { call, cookieOf, dataOf, eventsOf, freshAddress } from './http-calls';
import { START_TIMEOUT_MS, startServerCopy, type ServerCopy } from './server-copy';

/**
 * Two copies of the server, each `server.ts` in a process of its own as production runs them
 * behind a load balancer, on one PostgreSQL database and one S3-compatible bucket (s3rver). What
 * one copy does, the other must know: nothing may live only in one process's memory. Started
 * once for the file: each copy costs a few seconds and a core's worth of start-up.
 */

const REFRESH_COOKIE = 'casekeeper_refresh';
/** Per address and route, for the password flows: low, so that the shared count shows. */
const AUTH_LIMIT_PER_MINUTE = 4;
/** Within this an announcement (LISTEN/NOTIFY) has crossed from one process to the other. */
const ANNOUNCEMENT_MS = 2_000;

let database: TestDatabase;
let owner: DatabaseConnection;
let bucket: LocalS3Server;
let mail: TestSmtpServer;
const copies: ServerCopy[] = [];
let authorityId: number;
let authorityAdmin: Session;

type Session = {
  user: TestUser;
  auth: { authorization: string };
  refreshToken: string;
  session: SessionUser;
};

function urlOf(copy: number): string {
  const started = copies[copy];
  if (!started) throw new Error('the server copies have not started');
  return started.url;
}
const a = () => urlOf(0);
const b = () => urlOf(1);

/** Signs `user` in at `server` through the real API (staff without a second factor). */
async function signIn(server: string, user: TestUser, address = freshAddress()): Promise<Session> {
  const response = await call(server, 'POST', '/login', {
    body: { email: user.email, password: user.password },
    address,
  });
  const refreshToken = cookieOf(response, REFRESH_COOKIE);
  const session = await dataOf<SessionUser>(response);
  if (!refreshToken) throw new Error('no refresh cookie');
  return { user, session, refreshToken, auth: { authorization: `Bearer ${session.access_token}` } };
}

async function newOfficer(server: string): Promise<Session> {
  return signIn(server, await createTestUser(owner.db, { authorityId, role: 'READWRITE' }));
}

const me = (server: string, who: Session) => call(server, 'GET', '/me', { who: who.auth });

async function addCase(server: string, clientLastName: string, officer: Session): Promise<number> {
  const response = await call(server, 'POST', '/case/add', {
    who: authorityAdmin.auth,
    body: {
      clientFirstName: 'Ada',
      clientLastName,
      addressLine1: '1 Mill Lane',
      postCode: 'B33 8TH',
      assignedOfficerId: officer.user.id,
    },
  });
  return (await dataOf<{ id: number }>(response)).id;
}

async function addDiary(server: string, officer: Session): Promise<number> {
  const caseId = await addCase(server, 'Lovelace', officer);
  const response = await call(server, 'POST', '/actionDiary/add', {
    who: officer.auth,
    body: { caseId, title: 'Visits and papers' },
  });
  return (await dataOf<{ id: number }>(response)).id;
}

async function listedSurnames(server: string, who: Session): Promise<string[]> {
  const query = new URLSearchParams({ SortCol: 'ClientName', pageSize: '100' });
  const response = await call(server, 'GET', `/case/list/?${query.toString()}`, { who: who.auth });
  const page = await dataOf<{ data: { clientLastName: string }[] }>(response);
  return page.data.map((row) => row.clientLastName);
}

beforeAll(async () => {
  database = await createMigratedDatabase();
  owner = createDatabase(database.url, { maxConnections: 2 });
  bucket = await startLocalS3Server();
  mail = await startTestSmtpServer();
  const environment = {
    DATABASE_URL: database.url,
    DATABASE_APP_URL: database.appUrl,
    ...bucket.environment,
    AWS_ACCESS_KEY_ID: bucket.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: bucket.credentials.secretAccessKey,
    SMTP_URL: mail.url,
    PUBLIC_URL: 'http://casekeeper.test',
    TRUST_PROXY: '1',
    ADMIN_EMAIL: 'platform@casekeeper.test',
    ADMIN_PASSWORD: 'a long first admin password',
    AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT_PER_MINUTE),
    CASE_LIST_CACHE_SECONDS: '60',
    JOBS: 'on',
    PATH: process.env.PATH ?? '',
  };
  // Started together, as a deploy starts them: migrations, grants and first keys must not collide.
  const started = await Promise.allSettled([startServerCopy(environment), startServerCopy(environment)]);
  for (const copy of started) if (copy.status === 'fulfilled') copies.push(copy.value);
  for (const copy of started) if (copy.status === 'rejected') throw copy.reason;
  authorityId = await createTestAuthority(owner.db);
  const admin = await createTestUser(owner.db, { authorityId, userType: 'AUTHORITY', role: 'ADMIN' });
  authorityAdmin = await signIn(a(), admin);
}, START_TIMEOUT_MS + 30_000);

afterAll(async () => {
  await Promise.all(copies.map((copy) => copy.stop()));
  await owner.close();
  await database.drop();
  await bucket.close();
  await mail.close();
});

describe('two server copies, each its own process, on one database and one bucket', () => {
  it('take a sign-in made on one on the other, by its access token and by its refresh cookie', async () => {
    const officer = await newOfficer(a());
    expect((await me(b(), officer)).status).toBe(200);

    const refreshed = await call(b(), 'POST', '/refresh-token', {
      cookies: { [REFRESH_COOKIE]: officer.refreshToken },
    });
    const renewed = await dataOf<SessionUser>(refreshed);
    expect(renewed.access_token).not.toBe(officer.session.access_token);
    expect(cookieOf(refreshed, REFRESH_COOKIE)).not.toBe(officer.refreshToken);
    const renewedAuth = { authorization: `Bearer ${renewed.access_token}` };
    expect((await call(a(), 'GET', '/me', { who: renewedAuth })).status).toBe(200);
  });

  it('end a sign-in on both when it is signed out on one', async () => {
    const officer = await newOfficer(a());
    // The other copy has seen it live, and may keep that in memory.
    expect((await me(b(), officer)).status).toBe(200);

    const signedOut = await call(a(), 'POST', '/logout', {
      who: officer.auth,
      cookies: { [REFRESH_COOKIE]: officer.refreshToken },
    });
    expect(signedOut.status).toBe(200);
    await expect
      .poll(async () => (await me(b(), officer)).status, { timeout: ANNOUNCEMENT_MS, interval: 20 })
      .toBe(401);
    const refreshed = await call(b(), 'POST', '/refresh-token', {
      cookies: { [REFRESH_COOKIE]: officer.refreshToken },
    });
    expect(refreshed.status).toBe(401);
  });

  it('end a deactivated officer’s access on the other copy', async () => {
    const officer = await newOfficer(b());
    expect((await me(b(), officer)).status).toBe(200);

    const deactivated = await call(a(), 'POST', `/authority/user/isactive/${officer.user.id}`, {
      who: authorityAdmin.auth,
    });
    expect(deactivated.status, await deactivated.clone().text()).toBe(200);
    await expect
      .poll(async () => (await me(b(), officer)).status, { timeout: ANNOUNCEMENT_MS, interval: 20 })
      .toBe(401);
  });

  it('show on one copy’s kept case list a case added through the other', async () => {
    const officer = await newOfficer(a());
    const caseId = await addCase(a(), 'Archer', officer);
    /** Renames the case with the triggers off: no process hears of it, so only a kept page hides it. */
    const renameSilently = (clientLastName: string) =>
      owner.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`update cases set client_last_name = ${clientLastName} where id = ${caseId}`);
      });

    // Copy A keeps the page it answered: a silent rename does not show. (A page read while an
    // announcement arrives is not kept, so on a busy machine this may take a second try.)
    let shown = 'Archer';
    let renames = 0;
    await expect
      .poll(
        async () => {
          shown = (await listedSurnames(a(), authorityAdmin)).find((name) => name.startsWith('A')) ?? '';
          renames += 1;
          await renameSilently(`Aldridge ${renames}`);
          return (await listedSurnames(a(), authorityAdmin)).includes(shown);
        },
        { timeout: ANNOUNCEMENT_MS * 2, interval: 20 },
      )
      .toBe(true);

    // A case added through copy B is announced, and copy A reads its list again.
    await addCase(b(), 'Grundy', officer);
    await expect
      .poll(() => listedSurnames(a(), authorityAdmin), { timeout: ANNOUNCEMENT_MS, interval: 20 })
      .toEqual(expect.arrayContaining([`Aldridge ${renames}`, 'Grundy']));
  });

  it('bring an alarm added through one copy live to an officer’s stream held by the other', async () => {
    const officer = await newOfficer(a());
    const diaryId = await addDiary(a(), officer);
    const stop = new AbortController();
    try {
      const opened = await call(b(), 'GET', '/dashboard/action-items/events', {
        who: officer.auth,
        signal: stop.signal,
      });
      expect(opened.status).toBe(200);
      expect(opened.headers.get('content-type')).toContain(ALARM_EVENTS_CONTENT_TYPE);
      const stream = eventsOf(opened);
      const added = await call(a(), 'POST', '/actionItemText/add', {
        who: officer.auth,
        body: {
          diaryId,
          prefix: 'Call',
          description: 'Ring the client',
          scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
          text: 'About the visit',
        },
      });
      await dataOf(added);
      expect(await stream.until(ALARMS_CHANGED_EVENT)).toEqual(['retry: 5000', ALARMS_CHANGED_EVENT]);
    } finally {
      stop.abort();
    }
  });

  it('download through one copy a file uploaded through the other, from the shared bucket', async () => {
    const officer = await newOfficer(a());
    const diaryId = await addDiary(b(), officer);
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'),
      Buffer.alloc(512 * 1024, '% padding\n'),
      Buffer.from('trailer <<>>\n%%EOF\n'),
    ]);
    const form = multipartForm(
      { diaryId, prefix: 'Letter', description: 'Grant letter', scheduledAt: '2026-04-01T10:00:00+01:00' },
      { file: { name: 'Grant letter.pdf', content: pdf, contentType: 'application/pdf' } },
    );
    const uploaded = await call(a(), 'POST', '/actionItemFile/add', { who: officer.auth, body: form });
    const item = await dataOf<{ id: number; file: { sha256: string } }>(uploaded);
    expect(item.file.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
    expect(await bucket.keys()).toHaveLength(1);

    const download = await call(b(), 'GET', `/actionItemFile/download/${item.id}`, { who: officer.auth });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('count sign-in attempts on either copy against one limit', async () => {
    const user = await createTestUser(owner.db, { authorityId, role: 'READWRITE' });
    const address = freshAddress();
    const copies = [a(), b()];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < AUTH_LIMIT_PER_MINUTE + 2; attempt += 1) {
      const wrong = await call(copies[attempt % 2] ?? a(), 'POST', '/login', {
        body: { email: user.email, password: `wrong ${attempt}` },
        address,
      });
      statuses.push(wrong.status);
    }
    // Counted per copy, each would have seen three and refused none.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    for (const server of copies) {
      const right = await call(server, 'POST', '/login', {
        body: { email: user.email, password: user.password },
        address,
      });
      expect(right.status).toBe(429);
    }
    // From another address the same person signs in: the limit is the address's.
    expect((await signIn(b(), user)).session.access_token).toBeTruthy();
  });

  it('run a job queued through one copy once, with both copies working the queue', async () => {
    const people = await Promise.all(
      Array.from({ length: 6 }, () => createTestUser(owner.db, { authorityId, role: 'READWRITE' })),
    );
    const mailBefore = mail.received.length;
    for (const person of people) {
      const asked = await call(a(), 'POST', '/forgot-password', { body: { email: person.email } });
      expect(asked.status).toBe(200);
    }
    const addresses = people.map((person) => person.email);
    // A job's state is completed only once its mail is sent: when all are, every mail is in.
    await expect
      .poll(
        async () => {
          const result = await owner.db.execute<{ state: string; count: number }>(sql`
            select state, count(*)::int as count from pgboss.job
            where name = 'mail.deliver' and data->>'outboxId' in (
              select id::text from mail_outbox where to_address in ${addresses}
            )
            group by state`);
          return result.rows;
        },
        { timeout: 15_000, interval: 100 },
      )
      .toEqual([{ state: 'completed', count: people.length }]);
    const sent = mail.received.slice(mailBefore).flatMap((message) => message.to);
    expect(sent.sort()).toEqual(addresses.map((address) => address.toLowerCase()).sort());
  });
});
