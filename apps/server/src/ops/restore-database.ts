import pg from 'pg';
import {
  databaseNameOf,
  postgresTool,
  runPostgresTool,
  serverMajorVersion,
  withDatabaseName,
} from './postgres-tools';

const identifier = (name: string) => pg.escapeIdentifier(name);

/**
 * Replaces the database at `url` with the backup in `file`. The backup is restored into a new
 * database first; only when all of it is in does that database take the name, and the one it
 * replaces is kept beside it as `<name>_before_restore_<time>` (drop it once satisfied). A backup
 * that fails to restore changes nothing. The product must be stopped. Answers the kept name.
 */
export async function restoreDatabase(url: string, file: string, now = new Date()): Promise<string> {
  const pgRestore = await postgresTool('pg_restore', await serverMajorVersion(url));
  const name = databaseNameOf(url);
  const restoring = `${name}_restoring`;
  const kept = `${name}_before_restore_${now.toISOString().replace(/\D/g, '').slice(0, 14)}`;
  const admin = new pg.Client({ connectionString: withDatabaseName(url, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${identifier(restoring)}`);
    await admin.query(`CREATE DATABASE ${identifier(restoring)}`);
    try {
      await runPostgresTool(pgRestore, [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        `--dbname=${withDatabaseName(url, restoring)}`,
        file,
      ]);
    } catch (error) {
      await admin.query(`DROP DATABASE IF EXISTS ${identifier(restoring)}`);
      throw error;
    }
    // Renaming needs the database to itself: connections left by a stopped product are closed.
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
    await admin.query(`ALTER DATABASE ${identifier(name)} RENAME TO ${identifier(kept)}`);
    await admin.query(`ALTER DATABASE ${identifier(restoring)} RENAME TO ${identifier(name)}`);
    return kept;
  } finally {
    await admin.end();
  }
}
