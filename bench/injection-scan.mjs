// sqlmap (Debian's package) against the endpoints that turn user input into SQL — the case list,
// the global search and the Excel export — with a valid session, on a small generated database.
// It passes when sqlmap finds no injection point. Not part of `npm test`: `npm run bench -- injection`.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { generateData } from './generate-data.mjs';
import { productDatabaseUrl, root, signInAdmin, startProduct } from './product-server.mjs';

const PORT = 3360;
const NAME = 'injection';

/** The requests scanned: every parameter of each is tried. */
const TARGETS = [
  '/api/case/list/?SearchTerm=smith&SortCol=CaseNumber&SortDir=asc&ApplicationStatusMasterIds=1,2&OfficerId=1&Priority=High&ReferralDateFrom=2026-01-01&ReferralDateTo=2026-12-31&PageNo=1&PageSize=10',
  '/api/caseSearch/list/?SearchTerm=smith&SortCol=Relevance&SortDir=asc&PageNo=1&PageSize=10',
  '/api/postcode?postCode=LS1%201AA',
  '/api/caseexcel/list?SearchTerm=smith&SortCol=ClientName&SortDir=asc&ApplicationStatusMasterIds=1,2&OfficerId=1&Priority=High&ReferralDateFrom=2026-01-01&ReferralDateTo=2026-12-31',
];

function sqlmap(url, token, outputDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'sqlmap',
      [
        '-u',
        url,
        '--headers',
        `Authorization: Bearer ${token}`,
        '--batch',
        '--level=3',
        '--risk=2',
        '--dbms=PostgreSQL',
        '--flush-session',
        '--disable-coloring',
        `--output-dir=${outputDir}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/**
 * Whether sqlmap's report names an injection point. A parameter that first "appears to be"
 * injectable (a slow answer looks like a time-based hit) is tested again, and sqlmap names it
 * only if it holds.
 */
const foundInjection = (output) => /identified the following injection point/i.test(output);

export async function benchInjectionScan() {
  // A long-lived access token: a scan takes minutes.
  const server = await startProduct({ port: PORT, name: NAME, env: { ACCESS_TOKEN_TTL: '3600' } });
  const outputDir = join(root, '.tmp/sqlmap');
  rmSync(outputDir, { recursive: true, force: true });
  mkdirSync(outputDir, { recursive: true });
  const databaseUrl = productDatabaseUrl({ port: PORT, name: NAME });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await generateData({ url: databaseUrl, totalCases: 5_000, largestAuthorityCases: 2_000, authorities: 3 });
    const {
      rows: [adminUser],
    } = await db.query(
      `UPDATE web_users SET role = 'ADMIN' WHERE id = (SELECT min(id) FROM web_users WHERE authority_id IS NOT NULL) RETURNING id`,
    );
    const platformAdmin = await signInAdmin(server.url);
    const impersonation = await fetch(`${server.url}/api/impersonate/${adminUser.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${platformAdmin}` },
    });
    const token = (await impersonation.json()).data.access_token;
    const lines = [];
    let found = 0;
    for (const target of TARGETS) {
      // A scan of a request that is refused anyway would prove nothing.
      const check = await fetch(`${server.url}${target}`, { headers: { authorization: `Bearer ${token}` } });
      if (!check.ok) throw new Error(`${target} answers ${check.status}: ${await check.text()}`);
      const started = performance.now();
      const { code, output } = await sqlmap(`${server.url}${target}`, token, outputDir);
      const injectable = foundInjection(output);
      if (injectable || code !== 0) found += 1;
      const path = target.split('?')[0];
      const line = `${path}: ${injectable ? 'INJECTION FOUND' : code === 0 ? 'nothing found' : `sqlmap exited ${code}`} (${((performance.now() - started) / 1000).toFixed(0)} s, every parameter, level 3, risk 2)`;
      lines.push(line);
      console.log(line);
      const requests = output.match(/total of (\d+) HTTP\(s\) requests/)?.[1];
      if (requests) console.log(`  ${requests} requests`);
      for (const suspicion of output.match(/^.*(appears to be .* injectable|false positive).*$/gm) ?? [])
        console.log(`  ${suspicion.replace(/^\[[^\]]*\] /, '')}`);
      for (const verdict of output.match(
        /^.*(does not seem to be injectable|do not appear to be injectable).*$/gm,
      ) ?? [])
        console.log(`  ${verdict.replace(/^\[[^\]]*\] /, '')}`);
      if (injectable || code !== 0) console.log(output.slice(-3000));
    }
    return {
      name: 'sqlmap against the case list, the global search, the post code lookup and the Excel export',
      budget: 'no injection point',
      summary: found === 0 ? 'nothing found' : `${found} of ${TARGETS.length} targets failed`,
      lines,
    };
  } finally {
    await db.end();
    await server.stop();
  }
}
