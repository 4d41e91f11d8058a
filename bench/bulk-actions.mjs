// A bulk reassignment of 10,000 cases (issue 39, docs/bulk-actions.md): an authority ADMIN
// reassigns every case of an authority of 10,000 to one officer, by the bulk-actions.run job,
// while other users read their case lists. It reports how long the job took and its rate, and the
// case list's p50/p95/p99 over HTTP for the others before the run and during it, beside the list's
// budget (p95 ≤ 10 ms), with no list pages kept (`CASE_LIST_CACHE_SECONDS=0`, or as the environment
// says). `npm run bench -- bulk`. The data is its own (a fresh product with three
// generated authorities: 10,000 cases in the first, 1,000 in each other), not the million cases.
import pg from 'pg';
import { generateData } from './generate-data.mjs';
import { format, getJson, impersonate, summary, timedInTurns } from './http-timing.mjs';
import { startProduct } from './product-server.mjs';
import { reporter } from './report.mjs';

const PORT = 3480;
const AUTHORITY_CASES = 10_000;
const LIST_BUDGET_MS = 10;
/** The longest the run may take before the benchmark gives up on it. */
const RUN_DEADLINE_MS = 30 * 60 * 1000;

async function postJson(url, token, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text}`);
  return JSON.parse(text).data;
}

export async function benchBulkActions() {
  // The list's budget is judged with no pages kept (bench/RESULTS.md): every read reaches PostgreSQL.
  const server = await startProduct({
    port: PORT,
    name: 'bulk-actions',
    // Its readers sign in once: their access tokens must outlast a run on a loaded machine.
    env: { CASE_LIST_CACHE_SECONDS: process.env.CASE_LIST_CACHE_SECONDS ?? '0', ACCESS_TOKEN_TTL: '3600' },
  });
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  const { lines, report } = reporter();
  try {
    await generateData({
      url: server.databaseUrl,
      totalCases: AUTHORITY_CASES + 2_000,
      largestAuthorityCases: AUTHORITY_CASES,
      authorities: 3,
    });
    const {
      rows: [largest, other],
    } = await db.query(
      `SELECT a.id, count(c.id)::int AS cases FROM authorities a JOIN cases c ON c.authority_id = a.id
       WHERE a.short_code LIKE 'BN%' GROUP BY a.id ORDER BY cases DESC, a.id LIMIT 2`,
    );
    // The largest authority's first two users are made ADMINs: one runs the bulk action, the other
    // reads the whole authority's list meanwhile; two officers read their own lists.
    const { rows: people } = await db.query(
      `SELECT id FROM web_users WHERE authority_id = $1 ORDER BY id LIMIT 4`,
      [largest.id],
    );
    const [runner, watcher, officerA, target] = people.map((row) => row.id);
    await db.query(`UPDATE web_users SET role = 'ADMIN' WHERE id = ANY($1)`, [[runner, watcher]]);
    const {
      rows: [outsider],
    } = await db.query(`SELECT min(id) AS id FROM web_users WHERE authority_id = $1`, [other.id]);
    report(`authority of ${largest.cases} cases; another of ${other.cases}`);

    const tokens = {
      runner: await impersonate(server.url, runner),
      watcher: await impersonate(server.url, watcher),
      officer: await impersonate(server.url, officerA),
      outsider: await impersonate(server.url, outsider.id),
    };
    const list =
      (token, query = '') =>
      () =>
        getJson(`${server.url}/api/case/list/?PageSize=10${query}`, token);
    const reads = {
      'ADMIN, whole authority, page 1': list(tokens.watcher),
      'ADMIN, whole authority, by client name': list(tokens.watcher, '&SortCol=ClientName&SortDir=asc'),
      'officer, own cases, page 1': list(tokens.officer),
      'another authority, page 1': list(tokens.outsider),
    };

    const before = await timedInTurns(reads);
    for (const [name, figures] of Object.entries(before))
      report(`before the run, ${name}: ${format(figures)}`);

    // Counts the list-changed announcements the run makes (every copy drops the authority's kept
    // pages on each): heard on this benchmark's own connection, as a server copy hears them.
    let announced = 0;
    db.on('notification', (message) => {
      if (message.channel === 'casekeeper_case_list_changed' && message.payload === String(largest.id))
        announced += 1;
    });
    await db.query('LISTEN casekeeper_case_list_changed');

    const started = performance.now();
    const run = await postJson(`${server.url}/api/bulk-actions`, tokens.runner, {
      selection: { kind: 'FILTER', filter: {} },
      action: { kind: 'REASSIGN', officerId: target },
    });
    report(`run ${run.id}: ${run.totalCount} cases queued in ${(performance.now() - started).toFixed(0)} ms`);

    // The others' lists, in turns, for as long as the run goes; its progress read every second.
    const during = Object.fromEntries(Object.keys(reads).map((name) => [name, []]));
    let state = run;
    let lastLook = 0;
    const progress = [];
    while (state.state === 'RUNNING') {
      if (performance.now() - started > RUN_DEADLINE_MS) throw new Error('the run did not finish in time');
      for (const [name, read] of Object.entries(reads)) {
        const start = performance.now();
        await read();
        during[name].push(performance.now() - start);
      }
      if (performance.now() - lastLook >= 1000) {
        lastLook = performance.now();
        state = (await getJson(`${server.url}/api/bulk-actions/${run.id}`, tokens.runner)).data;
        progress.push({ at: (lastLook - started) / 1000, done: state.doneCount + state.refusedCount });
      }
    }
    const seconds = (performance.now() - started) / 1000;
    report(
      `run ${state.state}: ${state.doneCount} done, ${state.refusedCount} refused of ${state.totalCount} in ` +
        `${seconds.toFixed(1)} s (${(state.totalCount / seconds).toFixed(0)} cases/s; progress read ${progress.length} times)`,
    );
    report(`list-changed announcements for the authority during the run: ${announced}`);
    const audits = await db.query(
      `SELECT count(*)::int AS count FROM audit_log WHERE action = 'case.update' AND authority_id = $1`,
      [largest.id],
    );
    report(`case.update audit rows in the authority: ${audits.rows[0].count}`);
    let worst = 0;
    for (const [name, times] of Object.entries(during)) {
      const figures = summary(times);
      worst = Math.max(worst, figures.p95);
      report(`during the run, ${name}: ${format(figures)} (${times.length} calls)`);
    }
    return {
      name: `bulk reassignment of ${state.totalCount} cases`,
      budget: `completes with progress; others' case list p95 ≤ ${LIST_BUDGET_MS} ms meanwhile`,
      summary:
        `${state.state} in ${seconds.toFixed(1)} s; others' worst list p95 during it ${worst.toFixed(1)} ms ` +
        `(budget ${state.state === 'FINISHED' && worst <= LIST_BUDGET_MS ? 'met' : 'NOT met'})`,
      lines,
    };
  } finally {
    await db.end();
    await server.stop();
  }
}
