// A mixed workload of many officers at once for 60 s (autocannon) as fast as the server answers,
// then by four officers for the latencies of a lightly loaded server, then a soak: the same load for
// SOAK_MINUTES with the server's memory and PostgreSQL connections sampled, which must stay flat.
// Every officer signs in through the real sign-in call; each connection works as one of them:
// case list pages, global searches, opening a case of theirs, adding cases, and a session refresh.
// `npm run bench -- load` (LOAD_SECONDS, SOAK_MINUTES to change the lengths; SOAK_MINUTES=0 skips it).
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import pg from 'pg';
import { generateData } from './generate-data.mjs';
import { productRss } from './process-memory.mjs';
import { productDatabaseUrl, startProduct } from './product-server.mjs';
import { reporter } from './report.mjs';

const PORT = 3380;
const NAME = 'load';
const OFFICERS = 40;
const CONNECTIONS = 40;
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const SOAK_MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const PASSWORD = 'load test passphrase one';
const LIGHT_CONNECTIONS = 4;
const SURNAMES = ['Smith', 'Jones', 'Taylor', 'Brown', 'Quixley', 'Wilson', 'Evans'];

const pick = (items, n) => items[n % items.length];

async function signIn(url, email) {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  const refresh = /casekeeper_refresh=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  return { token: (await response.json()).data.access_token, refresh };
}

const setCookieOf = (headers) =>
  [Object.entries(headers).find(([name]) => name.toLowerCase() === 'set-cookie')?.[1] ?? []]
    .flat()
    .join('; ');

/**
 * The requests one officer's connection repeats, in order: eleven reads, one write and a session
 * refresh, each named for the per-kind latencies. The officer's access token and refresh cookie
 * live on `officer`, so the refresh rotates them as the web client's would.
 */
function workOf(officer, n) {
  const get = (kind, path) => ({ kind, method: 'GET', path });
  const requests = [
    get('case list page', `/api/case/list/?PageNo=${1 + (n % 5)}`),
    get('global search, surname', `/api/caseSearch/list/?SearchTerm=${pick(SURNAMES, n)}`),
    get('open a case', `/api/case/edit/${pick(officer.caseIds, n)}`),
    get('its status history', `/api/case/status-history/${pick(officer.caseIds, n)}`),
    get('case form options', '/api/case/options'),
    get('abilities', '/api/me/abilities'),
    {
      kind: 'add a case',
      method: 'POST',
      path: '/api/case/add',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientFirstName: 'Load',
        clientLastName: pick(SURNAMES, n + 3),
        addressLine1: `${n} Load Lane`,
        postCode: 'LS1 1AA',
      }),
    },
    get(
      'list by surname, name order',
      `/api/case/list/?SortCol=ClientName&SearchTerm=${pick(SURNAMES, n + 1)}`,
    ),
    get('list by status', '/api/case/list/?ApplicationStatusMasterIds=1,2'),
    get('global search, partial', `/api/caseSearch/list/?SearchTerm=${pick(SURNAMES, n + 2).slice(0, 3)}`),
    get('me', '/api/me'),
    get('case list page 1', '/api/case/list/'),
    {
      kind: 'session refresh',
      method: 'POST',
      path: '/api/refresh-token',
      // As the web client's browser sends it (the product's public address is not this one).
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: '{}',
      onResponse: (status, body, _context, headers) => {
        if (status !== 200) return;
        officer.token = JSON.parse(body).data.access_token;
        officer.refresh = /casekeeper_refresh=([^;]+)/.exec(setCookieOf(headers))?.[1] ?? officer.refresh;
      },
    },
  ];
  return requests.map((request) => ({
    ...request,
    setupRequest: (built) => ({
      ...built,
      headers: {
        ...request.headers,
        authorization: `Bearer ${officer.token}`,
        ...(request.kind === 'session refresh' ? { cookie: `casekeeper_refresh=${officer.refresh}` } : {}),
      },
    }),
    // autocannon reports a response just after this, on the same client: the kind it was.
    onResponse: (status, body, context, headers) => {
      context.kind = request.kind;
      request.onResponse?.(status, body, context, headers);
    },
  }));
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Latencies per kind of request, as "kind: n, p50 / p95 / p99 ms". */
function latenciesByKind(samples) {
  return [...samples].map(([kind, { times, refused }]) => {
    const sorted = times.sort((a, b) => a - b);
    const at = (p) => percentile(sorted, p).toFixed(0);
    const statuses = Object.entries(refused).map(([status, n]) => `${n} × ${status}`);
    return `${kind}: ${sorted.length} requests${statuses.length ? ` (${statuses.join(', ')})` : ''}, p50 ${at(50)} / p95 ${at(95)} / p99 ${at(99)} ms`;
  });
}

/** Each connection works as one officer, as fast as the server answers it. */
function run(url, officers, seconds, connections = CONNECTIONS) {
  const byKind = new Map();
  let nextClient = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        requests: [{ method: 'GET', path: '/api/health/live' }],
        // Each connection is one officer (as many officers as connections), so a refresh
        // rotates only its own session.
        setupClient: (client) => {
          const n = nextClient++;
          client.setRequests(workOf(officers[n % officers.length], n));
        },
      },
      (error, result) => (error ? reject(error) : resolve({ ...result, byKind })),
    );
    instance.on('error', reject);
    instance.on('response', (client, status, _bytes, responseTime) => {
      const { kind } = client.requestIterator.context;
      if (!byKind.has(kind)) byKind.set(kind, { times: [], refused: {} });
      const samples = byKind.get(kind);
      samples.times.push(responseTime);
      if (status >= 300) samples.refused[status] = (samples.refused[status] ?? 0) + 1;
    });
  });
}

/** The server's resident memory (every process of its `npm start`, PostgreSQL apart) and its database connections. */
async function serverSample(db, rootPid) {
  const { totalMb } = productRss(rootPid);
  const { rows } = await db.query(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'casekeeper'",
  );
  return { rssMb: totalMb, connections: rows[0].n };
}

export async function benchLoad() {
  const server = await startProduct({
    port: PORT,
    name: NAME,
    env: {
      AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      ACCESS_TOKEN_TTL: '7200',
    },
  });
  const databaseUrl = productDatabaseUrl({ port: PORT, name: NAME });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { lines, report } = reporter();
  try {
    await generateData({
      url: databaseUrl,
      totalCases: 200_000,
      largestAuthorityCases: 50_000,
      authorities: 10,
    });
    const passwordHash = await hash(PASSWORD);
    const { rows } = await db.query(
      // Officers of every authority alike: a council's case numbers are taken one at a time.
      `UPDATE web_users SET password_hash = $1 WHERE id IN (
         SELECT id FROM (
           SELECT id, row_number() OVER (PARTITION BY authority_id ORDER BY id) AS place
           FROM web_users WHERE authority_id IN (SELECT id FROM authorities WHERE short_code LIKE 'BN%')
         ) AS numbered WHERE place <= $2)
       RETURNING id, email`,
      [passwordHash, OFFICERS / 10],
    );
    const caseIdsOf = new Map();
    for (const row of rows) {
      const { rows: own } = await db.query(
        'SELECT id FROM cases WHERE assigned_officer_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 50',
        [row.id],
      );
      caseIdsOf.set(
        row.email,
        own.map((c) => c.id),
      );
    }
    // Each phase signs everyone in afresh: a refresh cut off by the end of the previous phase
    // left its officer holding a spent refresh token, which the server rightly treats as theft.
    const signInAll = async () => {
      const signedIn = [];
      for (const row of rows) {
        signedIn.push({ ...(await signIn(server.url, row.email)), caseIds: caseIdsOf.get(row.email) });
      }
      return signedIn;
    };
    const signInStarted = performance.now();
    const officers = await signInAll();
    report(
      `${officers.length} officers signed in through /api/login in ${((performance.now() - signInStarted) / 1000).toFixed(1)} s (argon2id each)`,
    );

    const phase = async (label, connections, seconds, signedIn) => {
      const result = await run(server.url, signedIn, seconds, connections);
      report(
        `${label}, ${connections} connections, ${seconds} s: ${result.requests.average.toFixed(0)} req/s, ` +
          `latency p50 ${result.latency.p50} / p90 ${result.latency.p90} / p97.5 ${result.latency.p97_5} / p99 ${result.latency.p99} ms, ` +
          `${result.errors + result.non2xx + result.timeouts} errors (${result.non2xx} non-2xx, ${result.timeouts} timeouts)`,
      );
      for (const line of latenciesByKind(result.byKind)) report(`  ${line}`);
      return result;
    };
    await phase('mixed workload as fast as it answers', CONNECTIONS, LOAD_SECONDS, officers);
    // Saturated, every request waits behind forty others: its latency is mostly queueing. With a
    // few officers at work at once the latency is each request's own.
    await phase('the same work, lightly loaded', LIGHT_CONNECTIONS, LOAD_SECONDS, await signInAll());

    if (SOAK_MINUTES > 0) {
      const samples = [];
      const soak = run(server.url, await signInAll(), SOAK_MINUTES * 60);
      const sampler = setInterval(() => {
        serverSample(db, server.pid).then(
          (sample) => samples.push(sample),
          () => {},
        );
      }, 15_000);
      const soaked = await soak;
      clearInterval(sampler);
      const early = samples.slice(0, 4);
      const late = samples.slice(-4);
      const mean = (list, key) => list.reduce((sum, s) => sum + s[key], 0) / Math.max(1, list.length);
      report(
        `soak ${SOAK_MINUTES} min: ${soaked.requests.average.toFixed(0)} req/s, ${soaked.errors + soaked.non2xx + soaked.timeouts} errors; ` +
          `product RSS (npm start and its server) ${mean(early, 'rssMb').toFixed(0)} MB in the first minute, ${mean(late, 'rssMb').toFixed(0)} MB in the last; ` +
          `PostgreSQL connections ${mean(early, 'connections').toFixed(1)} then ${mean(late, 'connections').toFixed(1)} (${samples.length} samples)`,
      );
    }
    return {
      name: 'mixed load',
      budget: 'zero errors; memory and connections flat',
      summary: lines.join('; '),
      lines,
    };
  } finally {
    await db.end();
    await server.stop();
  }
}
