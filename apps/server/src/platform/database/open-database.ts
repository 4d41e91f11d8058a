import type { Config } from '../config/config';
import { roleOfUrl } from './application-role';
import { lockDataDir } from './data-dir-lock';
import { startEmbeddedPostgres } from './embedded-postgres';

export type DatabaseServer = {
  /** As the role that owns the tables: migrations, pg-boss's install, the grants, backups. */
  ownerUrl: string;
  /** What requests and jobs use: the application role's URL, or ownerUrl when there is none. */
  appUrl: string;
  /** The role appUrl signs in as, to be granted its rights at start; undefined when it is the owner. */
  appRole: string | undefined;
  /** 'embedded' when this process started PostgreSQL itself. */
  kind: 'embedded' | 'external';
  stop(): Promise<void>;
};

/**
 * The database the server talks to: DATABASE_URL's (requests through DATABASE_APP_URL when set),
 * or an embedded PostgreSQL under DATA_DIR, whose requests run as its own application role.
 */
export async function openDatabaseServer(config: Config): Promise<DatabaseServer> {
  if (config.DATABASE_URL) {
    const appUrl = config.DATABASE_APP_URL;
    return {
      ownerUrl: config.DATABASE_URL,
      appUrl: appUrl ?? config.DATABASE_URL,
      appRole: appUrl === undefined ? undefined : roleOfUrl(appUrl),
      kind: 'external',
      stop: async () => {},
    };
  }
  const unlock = await lockDataDir(config.DATA_DIR);
  try {
    const postgres = await startEmbeddedPostgres({
      dataDir: config.DATA_DIR,
      port: config.EMBEDDED_PG_PORT,
      database: 'casekeeper',
    });
    return {
      ownerUrl: postgres.url,
      appUrl: postgres.appUrl,
      appRole: roleOfUrl(postgres.appUrl),
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
