import {
  GRANT_MESSAGES,
  STALE_RECORD_MESSAGE,
  VARIATION_MESSAGES,
  type AuditAction,
  type CaseGrant,
} from '@casekeeper/contract';
import type { Database, Transaction } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { AppError, conflict } from '../../platform/errors/app-error';
import { assertMayWriteCases, caseNotFound, caseScopeOf, findCase, type CaseRow } from '../cases';
import { removeStoredBytes, type UploadDeps } from '../files';
import {
  lockGrant,
  updateGrantRow,
  type GrantChanges,
  type GrantKey,
  type GrantRow,
} from './grant-repository';
import { readGrant } from './read-grant';

/** An upload's file is kept in file storage, its row awaiting the virus scanner (UploadDeps). */
export type GrantDeps = { db: Database } & UploadDeps;

/** A change names the case and the grant version its maker read. */
export type GrantChangeInput = ChangeInput<{ caseId: number; version: number }>;

/** What a change works on: the case, and its grant row locked as it was before the change. */
export type GrantChangeContext = { tx: Transaction; key: GrantKey; grant: GrantRow; found: CaseRow };

export type GrantChangeOutcome = {
  /** What the audit row keeps of the change. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** What the change sets on the grant row, besides its version. */
  grant?: GrantChanges;
  /** Storage keys of the files whose rows the change deleted: their bytes go once it commits. */
  removedFiles?: string[];
};

export type GrantChange = {
  action: AuditAction;
  /**
   * A change to the works, quotes or acceptance: the proposal was made on them, so a PROPOSED
   * grant goes back to DRAFT and is proposed again.
   */
  reopensProposal: boolean;
  /**
   * The grants the change is made on: by default one not yet approved (an approved one is locked);
   * `approved`, only an approved one (a variation, and what goes with it).
   */
  on?: 'unapproved' | 'approved';
  /** The refusal of a change to an approved grant; by default, that it is locked. */
  refuseApproved?: (current: CaseGrant) => AppError;
  apply(context: GrantChangeContext): Promise<GrantChangeOutcome>;
};

const approvedLocked = () => new AppError('UNPROCESSABLE', GRANT_MESSAGES.approvedLocked);
const notApproved = () => new AppError('UNPROCESSABLE', VARIATION_MESSAGES.notApproved);

/** A PROPOSED grant that a change returns to DRAFT, its proposal cleared. */
const backToDraft = { state: 'DRAFT', proposedById: null, proposedAt: null } as const;

/**
 * Makes one change to a case's grant in one transaction: the case within the caller's reach (else
 * a 404), the grant row locked (two changes at once wait for each other), an approved grant left
 * as it is (or, for a change made on an approved grant only, any other refused), the version the
 * caller read checked (a 409 with the grant as it is now), then the change, the version bumped
 * and the audit row written with what changed. Answers the grant as saved.
 */
export async function changeGrant(
  deps: GrantDeps,
  input: GrantChangeInput,
  change: GrantChange,
): Promise<CaseGrant> {
  const { caller } = input;
  assertMayWriteCases(caller);
  const scope = caseScopeOf(caller);
  let removedFiles: string[] = [];

  const saved = await deps.db.transaction(async (tx) => {
    const found = await findCase(tx, input.caseId, scope);
    if (!found) throw caseNotFound();
    const key = { authorityId: scope.authorityId, caseId: found.id };
    const grant = await lockGrant(tx, key);
    if (change.on === 'approved') {
      if (grant.state !== 'APPROVED') throw notApproved();
    } else if (grant.state === 'APPROVED') {
      throw (change.refuseApproved ?? approvedLocked)(await readGrant(tx, key, caller));
    }
    if (grant.version !== input.version) {
      throw conflict(STALE_RECORD_MESSAGE, await readGrant(tx, key, caller));
    }
    const outcome = await change.apply({ tx, key, grant, found });
    const reopened = change.reopensProposal && grant.state === 'PROPOSED';
    await updateGrantRow(tx, key, { ...outcome.grant, ...(reopened ? backToDraft : {}) });
    await auditChange(tx, input, change.action, found.id, {
      authorityId: scope.authorityId,
      before: { ...outcome.before, grantState: grant.state, grantVersion: grant.version },
      after: {
        ...outcome.after,
        grantState: reopened ? 'DRAFT' : (outcome.grant?.state ?? grant.state),
        grantVersion: grant.version + 1,
        ...(reopened
          ? { proposalWithdrawn: 'The proposal was made on what this changed: propose again' }
          : {}),
      },
    });
    removedFiles = outcome.removedFiles ?? [];
    return readGrant(tx, key, caller);
  });
  await removeStoredBytes(deps.fileStorage, removedFiles);
  return saved;
}
