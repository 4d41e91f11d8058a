/** The migrated, seeded database each test file clones. */
export const TEMPLATE_DATABASE = 'casekeeper_test_template';

/** The same server URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
