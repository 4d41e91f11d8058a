import { fieldErrorMap } from '@casekeeper/contract';
import { z } from 'zod';

/**
 * Words every check of a request (route schemas, `parseInput`, an upload's fields) from the
 * contract's field catalogue wherever a schema has no message of its own, so a missing or
 * wrong-typed field is never answered in zod's words. Zod keeps its error map globally; the map
 * leaves issues of fields it has no name for (the configuration's) as they were.
 */
export function wordFieldMessages(): void {
  z.config({ customError: fieldErrorMap });
}
