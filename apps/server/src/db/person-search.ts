import { or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from './list-helpers';
import { webUsers } from './schema';

/** Users whose full name or e-mail address contains the term, whatever its capitals. */
export function personSearch(term: string): SQL | undefined {
  if (term === '') return undefined;
  const pattern = containsPattern(term);
  return or(
    sql`${webUsers.firstName} || ' ' || ${webUsers.lastName} ilike ${pattern}`,
    sql`${webUsers.email} ilike ${pattern}`,
  );
}
