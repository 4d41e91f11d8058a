// Case creations when many officers of one authority add cases at once, against as many officers
// each of a different authority (issue 34): 8 officers adding cases one request after another
// through `POST /api/case/add` on the shared generated cases, in alternating rounds, after a
// warm-up. While they write, the product's PostgreSQL backends are sampled every 20 ms
// (pg_stat_activity, and for a lock wait the lock it waits for) to show what they queue on. After
// the rounds, every touched authority's case numbers of the year are checked gapless and unique.
// Budgets: one authority ≥ 90 % of the creations per second of eight, p95 ≤ 100 ms.
// `npm run bench -- writes`. (WRITES_BLOCK_TRIGGERS=off, which timed them with case_list_blocks'
// triggers disabled, went with the blocks in migration 0041.)
import http from 'node:http';
import pg from 'pg';
import { summary } from './http-timing.mjs';
import { casesInWords, sharedCasesReady, startOnSharedCases } from './million-cases.mjs';
import { signInAdmin } from './product-server.mjs';
import { reporter } from './report.mjs';

const PORT = 3400;
const OFFICERS = 8;
const ROUNDS = 3;
const ROUND_SECONDS = 10;
const WARM_UP_SECONDS = 5;
const SAMPLE_EVERY_MS = 20;
const BUDGET = { ratio: 0.9, p95: 100 };
const SURNAMES = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Evans', 'Thomas', 'Roberts'];
const LONDON_YEAR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writers of the largest authority, and one writer each of it and seven others (not the same people). */
async function chooseOfficers(db, largestId) {
  const writers = `role IN ('READWRITE', 'ADMIN') AND is_active AND deleted_at IS NULL`;
  const { rows: one } = await db.query(
    `SELECT id, authority_id AS "authorityId" FROM web_users WHERE authority_id = $1 AND ${writers} ORDER BY id LIMIT $2`,
    [largestId, OFFICERS],
  );
  const { rows: spread } = await db.query(
    `SELECT DISTINCT ON (authority_id) id, authority_id AS "authorityId" FROM web_users
     WHERE ${writers} AND NOT (id = ANY($2))
       AND authority_id IN (SELECT id FROM authorities WHERE short_code LIKE 'BN%' ORDER BY id <> $1, id LIMIT $3)
     ORDER BY authority_id, id`,
    [largestId, one.map((officer) => officer.id), OFFICERS],
  );
  if (one.length < OFFICERS || spread.length < OFFICERS) {
    throw new Error(`wanted ${OFFICERS} writers of one authority and of ${OFFICERS} authorities`);
  }
  return { one, spread };
}

/**
 * Each officer impersonated by the platform admin, with a kept-alive socket of their own. One
 * sign-in of the admin for all: an impersonation leaves the admin's access token live, and each
 * sign-in costs a second factor (a time step's code once, then a recovery code), of which 16 in a
 * few seconds would spend every recovery code.
 */
async function signedIn(url, officers) {
  const ready = [];
  const admin = await signInAdmin(url);
  for (const officer of officers) {
    const response = await fetch(`${url}/api/impersonate/${officer.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
    });
    if (!response.ok) throw new Error(`impersonating ${officer.id}: ${response.status}`);
    const token = (await response.json()).data.access_token;
    ready.push({ ...officer, token, agent: new http.Agent({ keepAlive: true, maxSockets: 1 }), added: 0 });
  }
  return ready;
}

/** One `POST /api/case/add` of `officer`'s, assigned to them: the status it answered. */
function addCase(url, officer, place) {
  const n = officer.added++;
  const body = JSON.stringify({
    clientFirstName: `Writer${place}`,
    // Officers' surnames and post codes rarely coincide at one moment: no summary row of a name is shared by chance.
    clientLastName: SURNAMES[(place + n) % SURNAMES.length],
    addressLine1: `${n} Bench Lane`,
    postCode: `LS${1 + ((place + n) % 28)} 1AA`,
    assignedOfficerId: officer.id,
  });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/api/case/add`,
      {
        method: 'POST',
        agent: officer.agent,
        headers: {
          authorization: `Bearer ${officer.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Every officer adds cases one after another for `seconds`: the creations answered within them, and their times. */
async function writeFor(url, officers, seconds) {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const times = [];
  const refused = {};
  await Promise.all(
    officers.map(async (officer, place) => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        const status = await addCase(url, officer, place);
        const answered = performance.now();
        if (status !== 200) refused[status] = (refused[status] ?? 0) + 1;
        else if (answered <= deadline) times.push(answered - sent);
      }
    }),
  );
  return { times, refused, seconds };
}

// What each of the product's backends does: for a lock wait, the lock it waits for, and for a row
// lock (a transaction id) the table of the row, from the tuple lock the waiter holds meanwhile.
// pg_database's oid: a lock on the database object 0 is async.c's NOTIFY queue lock.
const DATABASE_CLASS = 1262;
const ACTIVITY = `
  SELECT a.state, a.wait_event_type, a.wait_event,
         left(regexp_replace(a.query, '\\s+', ' ', 'g'), 70) AS query,
         l.locktype, l.relation::regclass::text AS relation, l.classid::int AS classid,
         CASE WHEN l.locktype = 'advisory' AND l.classid::bigint = (hashtext('case_list_blocks')::bigint & 4294967295)
              THEN 'case_list_blocks, authority ' || l.objid END AS advisory,
         (SELECT string_agg(DISTINCT t.relation::regclass::text, ',') FROM pg_locks t
          WHERE t.pid = a.pid AND t.locktype = 'tuple' AND t.granted) AS row_of
  FROM pg_stat_activity a
  LEFT JOIN pg_locks l ON l.pid = a.pid AND NOT l.granted
  WHERE a.application_name = 'casekeeper' AND a.state <> 'idle' AND a.pid <> pg_backend_pid()`;

/** What a sampled backend was doing, in words. */
function activityKey(row) {
  if (row.state !== 'active') return `${row.state}: the server between statements`;
  if (row.wait_event_type === null) return 'active, on CPU';
  if (row.wait_event_type !== 'Lock') return `active, ${row.wait_event_type}/${row.wait_event}`;
  const where = `in "${row.query}"`;
  // Granted between the two views' snapshots.
  if (row.locktype === null) return `Lock/${row.wait_event}, granted as sampled, ${where}`;
  if (row.advisory) return `Lock/advisory ${row.advisory}, ${where}`;
  if (row.locktype === 'object' && row.classid === DATABASE_CLASS) {
    return `Lock/object: the database's NOTIFY queue, taken at commit by a transaction that notified, ${where}`;
  }
  if (row.relation) return `Lock/${row.locktype} of ${row.relation}, ${where}`;
  if (row.locktype === 'transactionid') {
    // A row (or unique key) another transaction holds: the statement names the table.
    return `Lock/transactionid: a row or key another transaction holds until it ends${row.row_of ? ` (${row.row_of})` : ''}, ${where}`;
  }
  return `Lock/${row.locktype}, ${where}`;
}

/** Samples the product's backends every SAMPLE_EVERY_MS until `stop()`; answers the counts of what they did. */
function sampleActivity(db) {
  const counts = new Map();
  let samples = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const { rows } = await db.query(ACTIVITY);
      samples += 1;
      for (const row of rows) counts.set(activityKey(row), (counts.get(activityKey(row)) ?? 0) + 1);
      await sleep(Math.max(0, SAMPLE_EVERY_MS - (performance.now() - started)));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { counts, samples };
    },
  };
}

function merge(into, { counts, samples }) {
  for (const [key, n] of counts) into.counts.set(key, (into.counts.get(key) ?? 0) + n);
  into.samples += samples;
}

/** The sampled backends, most frequent first: the mean number in each state per sample. */
function activityLines({ counts, samples }, top) {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, n]) => `  ${(n / samples).toFixed(2)} backends (${n} of ${samples} samples): ${key}`);
}

/** For every authority written to: are its case numbers of the year 1..n with none twice, and its counter at n? */
async function caseNumbersChecked(db, authorityIds, year) {
  const { rows } = await db.query(
    `SELECT a.short_code AS code, s.last_value AS "lastValue", count(c.id)::int AS cases,
            count(DISTINCT c.case_number)::int AS numbers,
            min(substring(c.case_number FROM '[0-9]+$')::int) AS lowest,
            max(substring(c.case_number FROM '[0-9]+$')::int) AS highest
     FROM case_number_sequences s JOIN authorities a ON a.id = s.authority_id
     LEFT JOIN cases c ON c.authority_id = s.authority_id AND c.case_number LIKE a.short_code || '-' || s.year || '-%'
     WHERE s.authority_id = ANY($1) AND s.year = $2
     GROUP BY a.short_code, s.last_value ORDER BY a.short_code`,
    [authorityIds, year],
  );
  const wrong = rows.filter(
    (r) => !(r.lowest === 1 && r.cases === r.numbers && r.cases === r.highest && r.highest === r.lastValue),
  );
  return { rows, wrong };
}

const percent = (figure) => `${(100 * figure).toFixed(0)} %`;

export async function benchWriteConcurrency() {
  const server = await startOnSharedCases({
    port: PORT,
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000', AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '100000' },
  });
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  const sampler = new pg.Client({ connectionString: server.databaseUrl });
  await sampler.connect();
  const { lines, report } = reporter();
  try {
    const largest = await sharedCasesReady({ db, url: server.databaseUrl, report });
    const chosen = await chooseOfficers(db, largest.id);
    const groups = {
      one: await signedIn(server.url, chosen.one),
      spread: await signedIn(server.url, chosen.spread),
    };
    const labels = {
      one: `${OFFICERS} officers, one authority`,
      spread: `${OFFICERS} officers, ${OFFICERS} authorities`,
    };
    report(
      `largest authority ${largest.short_code} (${largest.cases} cases); ${OFFICERS} of its officers, then one officer each of ${OFFICERS} authorities`,
    );

    for (const group of ['one', 'spread']) await writeFor(server.url, groups[group], WARM_UP_SECONDS);
    const results = {
      one: { times: [], refused: {}, seconds: 0 },
      spread: { times: [], refused: {}, seconds: 0 },
    };
    const activity = { one: { counts: new Map(), samples: 0 }, spread: { counts: new Map(), samples: 0 } };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const group of ['one', 'spread']) {
        // Sampled in both kinds of round, so the sampling costs them alike.
        const sampling = sampleActivity(sampler);
        const result = await writeFor(server.url, groups[group], ROUND_SECONDS);
        merge(activity[group], await sampling.stop());
        const into = results[group];
        into.times.push(...result.times);
        into.seconds += result.seconds;
        for (const [status, n] of Object.entries(result.refused))
          into.refused[status] = (into.refused[status] ?? 0) + n;
        report(
          `round ${round + 1}, ${labels[group]}: ${(result.times.length / result.seconds).toFixed(1)} creations/s`,
        );
      }
    }

    const figures = {};
    for (const group of ['one', 'spread']) {
      const { times, refused, seconds } = results[group];
      const rate = times.length / seconds;
      const latency = summary(times);
      figures[group] = { rate, latency };
      const errors = Object.entries(refused).map(([status, n]) => `${n} × ${status}`);
      report(
        `${labels[group]}: ${rate.toFixed(1)} creations/s, p50 ${latency.p50.toFixed(0)} / p95 ${latency.p95.toFixed(0)} / p99 ${latency.p99.toFixed(0)} ms over ${ROUNDS} × ${ROUND_SECONDS} s` +
          `${errors.length ? ` (refused: ${errors.join(', ')})` : ''}`,
      );
    }
    const ratio = figures.one.rate / figures.spread.rate;
    report(`one authority / spread: ${ratio.toFixed(2)} (budget ≥ ${BUDGET.ratio.toFixed(2)})`);
    for (const group of ['one', 'spread']) {
      report(`the product's backends while ${labels[group]} wrote (sampled every ${SAMPLE_EVERY_MS} ms):`);
      for (const line of activityLines(activity[group], group === 'one' ? 15 : 6)) report(line);
    }

    const touched = [...new Set([...groups.one, ...groups.spread].map((officer) => officer.authorityId))];
    const numbers = await caseNumbersChecked(db, touched, Number(LONDON_YEAR.format(new Date())));
    const largestNumbers = numbers.rows.find((row) => row.code === largest.short_code);
    report(
      `case numbers of the ${touched.length} authorities written to: ${numbers.wrong.length === 0 ? 'gapless and unique' : `WRONG at ${numbers.wrong.map((r) => r.code).join(', ')}`}` +
        ` (${largest.short_code}: ${largestNumbers?.cases} cases numbered 1 to ${largestNumbers?.highest}, counter at ${largestNumbers?.lastValue})`,
    );
    const p95 = Math.max(figures.one.latency.p95, figures.spread.latency.p95);
    const met = ratio >= BUDGET.ratio && figures.one.latency.p95 <= BUDGET.p95 && numbers.wrong.length === 0;
    return {
      name: `concurrent case creations at ${casesInWords}`,
      budget: `one authority ≥ ${percent(BUDGET.ratio)} of spread, p95 ≤ ${BUDGET.p95} ms, case numbers gapless`,
      summary:
        `${labels.one} ${figures.one.rate.toFixed(1)}/s (p95 ${figures.one.latency.p95.toFixed(0)} ms), ${labels.spread} ${figures.spread.rate.toFixed(1)}/s (p95 ${figures.spread.latency.p95.toFixed(0)} ms): ` +
        `ratio ${ratio.toFixed(2)}, worst p95 ${p95.toFixed(0)} ms, case numbers ${numbers.wrong.length === 0 ? 'gapless' : 'WRONG'}: budget ${met ? 'met' : 'NOT met'}`,
      lines,
    };
  } finally {
    await sampler.end().catch(() => {});
    await db.end().catch(() => {});
    await server.stop();
  }
}
