import { STALE_RECORD_MESSAGE } from '@casekeeper/contract';
import { conflict, notFound } from '../errors/app-error';

/**
 * The record an edit was made to, if it is still there at the version the editor read: a 404
 * when it is gone (or out of the caller's reach), a 409 when someone has saved it since.
 */
export function editable<T extends { version: number }>(
  row: T | undefined,
  version: number,
  notFoundMessage: string,
): T {
  if (!row) throw notFound(notFoundMessage);
  if (row.version !== version) throw conflict(STALE_RECORD_MESSAGE);
  return row;
}
