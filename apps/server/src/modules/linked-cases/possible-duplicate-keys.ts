import type { possibleDuplicatesRequestSchema } from '@casekeeper/contract';
import type { z } from 'zod';
import type { DuplicateKeys } from './possible-duplicate-repository';

const singleSpaced = (value: string) => value.trim().replace(/\s+/g, ' ');

/**
 * What was typed, as the cases' own columns hold it: names with single spaces (compared in lower
 * case, as cases.search_name holds them), the post code upper case without spaces (as cases.post_code_compact). The
 * first line is tidied by the same SQL on both sides (addressLine1Key).
 */
export function duplicateKeysOf(fields: z.output<typeof possibleDuplicatesRequestSchema>): DuplicateKeys {
  const { clientFirstName, clientLastName, postCode, addressLine1 } = fields;
  const names = clientFirstName && clientLastName;
  return {
    searchName: names ? `${singleSpaced(clientFirstName)} ${singleSpaced(clientLastName)}` : null,
    dateOfBirth: fields.clientDateOfBirth,
    uprn: fields.uprn,
    postCodeCompact: postCode ? postCode.replace(/\s+/g, '').toUpperCase() : null,
    // A line of punctuation alone would match every other such line.
    addressLine1: addressLine1 && /[\p{L}\p{N}]/u.test(addressLine1) ? addressLine1 : null,
  };
}
