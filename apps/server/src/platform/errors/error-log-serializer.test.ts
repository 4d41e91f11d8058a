import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { apiCalls, signedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
const context = useTestApp({ LOG_LEVEL: 'info' }, { logStream });
const api = apiCalls(context);

describe('the log of a failed database query', () => {
  it('names the error code, constraint and SQL, but none of the values sent with the query', async () => {
    // A rule the application does not know about, so saving this name fails inside PostgreSQL.
    await context.ownerDb.execute(
      sql`alter table web_users add constraint probe_no_forbidden_name check (first_name <> 'Forbidden Name')`,
    );
    const user = await signedInUser(context, { email: 'private.person@council.gov.uk' });
    lines.length = 0;

    const response = await api.post('/profile', user, {
      firstName: 'Forbidden Name',
      lastName: 'Secret-Surname',
      phone: '01632 960 999',
      version: 1,
    });

    expect(response.statusCode).toBe(500);
    const logged = lines.join('');
    const failure = lines
      .map((line) => JSON.parse(line) as { msg: string; err: { db: { sql: string } } })
      .find((entry) => entry.msg === 'request failed');
    expect(failure?.err).toMatchObject({
      db: { code: '23514', constraint: 'probe_no_forbidden_name', table: 'web_users' },
      message: 'database query failed',
    });
    expect(failure?.err.db.sql).toMatch(/^update "web_users" set/);
    for (const value of ['Forbidden Name', 'Secret-Surname', '01632 960 999', 'private.person', 'params']) {
      expect(logged).not.toContain(value);
    }
  });
});
