import { forbidden } from '../errors/app-error';
import type { Caller } from './caller';

/**
 * The record scopes of the access table (see RecordScope in the contract), applied to the
 * verified caller. Use cases take the authority and user from here, never from the request;
 * repositories filter by what these answer.
 */

export const SCOPE_MESSAGES = {
  otherAuthority: 'You can only work with records of your own authority.',
  otherUser: 'You can only do that for your own account.',
} as const;

/**
 * The authority whose records the caller reaches when reading one by id: their own, or null
 * (any) for a platform admin. A record outside it is then simply not found: a 404.
 */
export function authorityFilterOf(caller: Caller): number | null {
  if (caller.userType === 'ADMIN') return null;
  if (caller.authorityId === null) throw forbidden(SCOPE_MESSAGES.otherAuthority);
  return caller.authorityId;
}

/**
 * An authority id the client sent (in the path or body), if the caller may reach it: any for a
 * platform admin (the use case still answers 404 when there is no such authority), otherwise
 * only their own. Another is a 403, whether or not it exists.
 */
export function authorityInScope(caller: Caller, requestedAuthorityId: number): number {
  if (caller.userType === 'ADMIN') return requestedAuthorityId;
  if (caller.authorityId === null || requestedAuthorityId !== caller.authorityId) {
    throw forbidden(SCOPE_MESSAGES.otherAuthority);
  }
  return caller.authorityId;
}

/** A user id the client sent for a `self` route: only the caller's own; another is a 403. */
export function selfInScope(caller: Caller, requestedWebUserId: number): number {
  if (requestedWebUserId !== caller.webUserId) throw forbidden(SCOPE_MESSAGES.otherUser);
  return caller.webUserId;
}
