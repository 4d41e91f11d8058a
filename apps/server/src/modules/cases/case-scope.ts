import { CASE_MESSAGES } from '@casekeeper/contract';
import type { Caller } from '../../platform/access/caller';
import { AppError, forbidden } from '../../platform/errors/app-error';

/**
 * The cases a caller reaches: those of their authority, all of them for an authority ADMIN,
 * otherwise only those assigned to them (docs/roles.md); of those, a restricted case only if its
 * restriction names the viewer. Platform admins reach none: a case is a council's record of a
 * vulnerable person, read only by impersonating someone who may. `viewerId` null is the server's
 * own read (a case just written, a job), which no restriction hides.
 */
export type CaseScope = { authorityId: number; officerId: number | null; viewerId: number | null };

export function caseScopeOf(caller: Caller): CaseScope {
  if (caller.authorityId === null) throw forbidden();
  return {
    authorityId: caller.authorityId,
    officerId: caller.role === 'ADMIN' ? null : caller.webUserId,
    viewerId: caller.webUserId,
  };
}

export function isAuthorityAdmin(caller: Caller): boolean {
  return caller.authorityId !== null && caller.role === 'ADMIN';
}

export function mayWriteCases(caller: Caller): boolean {
  return caller.authorityId !== null && (caller.role === 'ADMIN' || caller.role === 'READWRITE');
}

/** The access table already keeps READONLY callers off write routes; this is the use cases' own check. */
export function assertMayWriteCases(caller: Caller): void {
  if (!mayWriteCases(caller)) throw forbidden(CASE_MESSAGES.readOnly);
}

/** A case outside the caller's scope is simply not there: nobody learns that it exists. */
export const caseNotFound = () => new AppError('NOT_FOUND', CASE_MESSAGES.notFound);
