import type { Caller } from '../../platform/access/caller';
import { forbidden } from '../../platform/errors/app-error';

/**
 * Clock settings belong to the caller's own authority (no client-sent id names it): everyone in
 * it reads them, its ADMINs (an AUTHORITY account, or an AUTHORITY_USER with role ADMIN) change
 * them. The access table says the same; this is the use cases' own check.
 */
export function clockAuthorityOf(caller: Caller): number {
  if (caller.authorityId === null || caller.userType === 'APPLICANT') throw forbidden();
  return caller.authorityId;
}

export function mayEditClocks(caller: Caller): boolean {
  return caller.authorityId !== null && caller.role === 'ADMIN' && caller.userType !== 'ADMIN';
}

export function assertMayEditClocks(caller: Caller): number {
  const authorityId = clockAuthorityOf(caller);
  if (!mayEditClocks(caller)) throw forbidden();
  return authorityId;
}
