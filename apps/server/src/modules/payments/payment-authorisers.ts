import { PAYMENT_MESSAGES } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { forbidden } from '../../platform/errors/app-error';
import { isAuthorityAdmin, type CaseScope } from '../cases';
import { findOfficersAuthorisePayments } from './payment-repository';

/**
 * Whether the caller may authorise payments: an authority ADMIN, or a read-write officer where
 * the authority's grant settings let officers. The access rule admits both kinds to the routes;
 * the setting is the authority's, so it is read here.
 */
export async function mayAuthorisePayments(db: Executor, caller: Caller): Promise<boolean> {
  if (isAuthorityAdmin(caller)) return true;
  if (caller.authorityId === null || caller.role !== 'READWRITE') return false;
  return findOfficersAuthorisePayments(db, caller.authorityId);
}

export async function assertMayAuthorisePayments(db: Executor, caller: Caller): Promise<void> {
  if (!(await mayAuthorisePayments(db, caller))) throw forbidden(PAYMENT_MESSAGES.mayNotAuthorise);
}

/** An authoriser reaches every case of the authority they may see: they authorise others' requests. */
export function authoriserScopeOf(caller: Caller): CaseScope {
  if (caller.authorityId === null) throw forbidden();
  return { authorityId: caller.authorityId, officerId: null, viewerId: caller.webUserId };
}
