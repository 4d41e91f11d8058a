import type { ApplicantAccess } from '@casekeeper/contract';
import type { Caller } from '../../platform/access/caller';
import { mayWriteCases } from '../cases';
import type { AccessRow } from './applicant-access-repository';

/** Applicant access to a case as the officer's case page shows it. */
export function toApplicantAccess(row: AccessRow | undefined, caller: Caller): ApplicantAccess {
  const mayChange = mayWriteCases(caller);
  if (!row) {
    return {
      state: 'none',
      email: null,
      name: null,
      invitedAt: null,
      invitationExpiresAt: null,
      lastSignInAt: null,
      can: { invite: mayChange, revoke: false },
    };
  }
  const state = row.revokedAt !== null ? 'revoked' : row.acceptedAt !== null ? 'active' : 'invited';
  return {
    state,
    email: row.email,
    name: `${row.firstName} ${row.lastName}`,
    invitedAt: row.invitedAt.toISOString(),
    invitationExpiresAt: state === 'invited' ? (row.invitationExpiresAt?.toISOString() ?? null) : null,
    lastSignInAt: row.lastLoginAt?.toISOString() ?? null,
    can: { invite: mayChange, revoke: mayChange && state !== 'revoked' },
  };
}
