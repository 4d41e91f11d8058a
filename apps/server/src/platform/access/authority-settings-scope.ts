import type { Caller } from './caller';
import { forbidden } from '../errors/app-error';

/**
 * An authority's settings (its clocks, grant limits, lists) belong to the caller's own authority:
 * no client-sent id names it. Everyone in it reads them; its ADMINs (an AUTHORITY account, or an
 * AUTHORITY_USER with role ADMIN) change them. The access table says the same; this is the use
 * cases' own check.
 */
export function settingsAuthorityOf(caller: Caller): number {
  if (caller.authorityId === null || caller.userType === 'APPLICANT') throw forbidden();
  return caller.authorityId;
}

export function mayChangeAuthoritySettings(caller: Caller): boolean {
  return caller.authorityId !== null && caller.role === 'ADMIN' && caller.userType !== 'ADMIN';
}

export function assertMayChangeAuthoritySettings(caller: Caller): number {
  const authorityId = settingsAuthorityOf(caller);
  if (!mayChangeAuthoritySettings(caller)) throw forbidden();
  return authorityId;
}
