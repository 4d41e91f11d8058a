// `npm run backup [file]` and `npm run restore <file>`: the product's database, embedded or at
// DATABASE_URL, to a file and back (scripts/ops.mjs runs this after building what is stale).
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig, type Config } from '../platform/config/config';
import { DataDirInUseError } from '../platform/database/data-dir-lock';
import { openDatabaseServer } from '../platform/database/open-database';
import { backupDatabase } from './backup-database';
import { restoreDatabase } from './restore-database';

/** The URL of the embedded PostgreSQL a running server started under DATA_DIR. */
async function runningEmbeddedUrl(config: Config): Promise<string> {
  const password = (await readFile(join(config.DATA_DIR, 'postgres-password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${config.EMBEDDED_PG_PORT}/casekeeper`;
}

/**
 * Runs `work` on the product's database: DATABASE_URL's; or the embedded one, started for the
 * occasion when no server runs. A running server's is used only when `whileRunning` allows.
 */
async function onDatabase<T>(config: Config, whileRunning: boolean, work: (url: string) => Promise<T>) {
  try {
    const server = await openDatabaseServer(config);
    try {
      return await work(server.ownerUrl);
    } finally {
      await server.stop();
    }
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    if (!whileRunning) throw new Error(`${error.message.split('. ')[0]}. Stop it before restoring.`);
    return work(await runningEmbeddedUrl(config));
  }
}

const stamp = (date: Date) => date.toISOString().replace(/\D/g, '').slice(0, 14);

async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'backup') {
    const target = resolve(file ?? join(config.DATA_DIR, 'backups', `casekeeper-${stamp(new Date())}.dump`));
    const bytes = await onDatabase(config, true, (url) => backupDatabase(url, target));
    process.stdout.write(`Backed up to ${target} (${(bytes / 1024).toFixed(0)} KB).\n`);
  } else if (command === 'restore' && file) {
    const kept = await onDatabase(config, false, (url) => restoreDatabase(url, resolve(file)));
    process.stdout.write(
      `Restored ${resolve(file)}. The database it replaced is kept as ${kept}; drop it once satisfied.\n`,
    );
  } else {
    process.stderr.write('Usage: npm run backup [file] | npm run restore <file>\n');
    process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
});
