// Who looked at a case (issue 38): a case read over HTTP with its view recorded against the same
// read with the recording left out, in turns, on one server. Run with tsx, which loads the server
// from its sources so the recorder can be switched for the "without" calls:
//   node --import tsx bench/case-view-cost.mjs
// A fresh embedded PostgreSQL of its own (in .tmp/bench-case-views-data), a few cases: the figure is
// what recording adds to a read, not a read at a million cases (budget: ≤ 10 ms p95 there).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { seedAuthorityChoices, seedStatusMaster } from '../apps/server/src/db/seed.ts';
import { loadConfig } from '../apps/server/src/platform/config/config.ts';
import { openDatabaseServer } from '../apps/server/src/platform/database/open-database.ts';
import { prepareDatabase } from '../apps/server/src/platform/database/prepare-database.ts';
import { createTestAuthority, createTestUser, signIn } from '../apps/server/src/test/accounts.ts';
import { generateData } from './generate-data.mjs';
import { format, getJson, timedInTurns } from './http-timing.mjs';
import { root } from './product-server.mjs';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 2000);
const dataDir = join(root, '.tmp/bench-case-views-data');
rmSync(dataDir, { recursive: true, force: true });

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  JOBS: 'off',
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: process.env.BENCH_PG_PORT ?? '54391',
  PORT: '0',
});
const server = await openDatabaseServer(config);
await prepareDatabase(server, { waitMs: 30_000, log: console });
const database = createDatabase(server.appUrl);
await seedStatusMaster(database.db);
await seedAuthorityChoices(database.db);
const app = await buildApp({ config, db: database.db });
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${app.server.address().port}`;

try {
  const authorityId = await createTestAuthority(database.db);
  const officer = await createTestUser(database.db, { authorityId, role: 'READWRITE' });
  const { session } = await signIn(app, officer);
  const token = session.access_token;
  const opened = await app.inject({
    method: 'POST',
    url: '/api/case/add',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      clientFirstName: 'Ann',
      clientLastName: 'Client',
      addressLine1: '1 High Street',
      postCode: 'B33 8TH',
    },
  });
  const caseId = opened.json().data.id;

  // The recorder as the product has it, and one that keeps nothing, chosen before each call.
  const recorder = app.caseLooks;
  const keep = recorder.record.bind(recorder);
  let recording = true;
  recorder.record = (look) => {
    if (recording) keep(look);
  };
  const read = () => getJson(`${url}/api/case/edit/${caseId}`, token);
  const figures = await timedInTurns(
    {
      recorded: async () => {
        recording = true;
        await read();
      },
      'not recorded': async () => {
        recording = false;
        await read();
      },
    },
    SAMPLES,
  );
  await recorder.flush();
  const { rows } = await database.pool.query('select count(*)::int as n from case_views where case_id = $1', [
    caseId,
  ]);
  console.log(`GET /api/case/edit/{id}, ${SAMPLES} calls each, in turns`);
  for (const [name, result] of Object.entries(figures)) console.log(`  ${name.padEnd(13)} ${format(result)}`);
  console.log(`  views recorded: ${rows[0].n}`);

  // An export's rows: what one INSERT … SELECT of 100,000 EXPORT rows costs (here all of one case,
  // the same rows and indexes as 100,000 cases'; the export's filter itself is read by its own
  // query already), three times.
  for (let round = 1; round <= 3; round += 1) {
    const start = performance.now();
    await database.pool.query(
      `insert into case_views (authority_id, case_id, web_user_id, kind)
       select $1, $2, $3, 'EXPORT' from generate_series(1, 100000)`,
      [authorityId, caseId, officer.id],
    );
    console.log(`  100,000 EXPORT rows in one INSERT … SELECT: ${(performance.now() - start).toFixed(0)} ms`);
  }

  // The Excel export of 100,000 cases with its EXPORT rows (budget ≤ 4 s to the last byte), three
  // times, on an authority of that many cases generated as the million-case benchmarks do.
  const exportCases = Number(process.env.BENCH_EXPORT_CASES ?? 100_000);
  if (exportCases > 0) {
    await generateData({
      url: server.ownerUrl,
      totalCases: exportCases,
      largestAuthorityCases: exportCases,
      authorities: 1,
    });
    const {
      rows: [largest],
    } = await database.pool.query(
      `select authority_id as id from cases group by authority_id order by count(*) desc limit 1`,
    );
    const admin = await createTestUser(database.db, { authorityId: largest.id, role: 'ADMIN' });
    const adminToken = (await signIn(app, admin, '192.0.2.9')).session.access_token;
    for (let round = 1; round <= 3; round += 1) {
      const start = performance.now();
      const response = await fetch(`${url}/api/caseexcel/list`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      const bytes = (await response.arrayBuffer()).byteLength;
      const seconds = (performance.now() - start) / 1000;
      const {
        rows: [exported],
      } = await database.pool.query(
        `select count(*)::int as n from case_views where web_user_id = $1 and kind = 'EXPORT'`,
        [admin.id],
      );
      console.log(
        `  export ${round}: ${response.status}, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(2)} s; EXPORT rows so far ${exported.n}`,
      );
    }
  }
} finally {
  await app.close();
  await database.close();
  await server.stop();
}
