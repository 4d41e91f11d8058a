import type { Config } from '../config/config';
import { lockDataDir } from './data-dir-lock';
import { startEmbeddedPostgres } from './embedded-postgres';

export type DatabaseServer = {
  url: string;
  /** 'embedded' when this process started PostgreSQL itself. */
  kind: 'embedded' | 'external';
  stop(): Promise<void>;
};

/** The database the server talks to: DATABASE_URL's, or an embedded PostgreSQL under DATA_DIR. */
export async function openDatabaseServer(config: Config): Promise<DatabaseServer> {
  if (config.DATABASE_URL) {
    return { url: config.DATABASE_URL, kind: 'external', stop: async () => {} };
  }
  const unlock = await lockDataDir(config.DATA_DIR);
  try {
    const postgres = await startEmbeddedPostgres({
      dataDir: config.DATA_DIR,
      port: config.EMBEDDED_PG_PORT,
      database: 'casekeeper',
    });
    return {
      url: postgres.url,
      kind: 'embedded',
      stop: async () => {
        await postgres.stop();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}
