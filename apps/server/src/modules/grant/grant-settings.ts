import { DEFAULT_MANDATORY_MAX_PENCE, type GrantSettings } from '@casekeeper/contract';
import type { Database, Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import {
  assertMayChangeAuthoritySettings,
  settingsAuthorityOf,
} from '../../platform/access/authority-settings-scope';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { findGrantSettings, updateGrantSettings } from './grant-repository';

function settingsOf(row: Awaited<ReturnType<typeof findGrantSettings>>): GrantSettings {
  return {
    mandatoryMaxPence: row.grantMaximumPence ?? DEFAULT_MANDATORY_MAX_PENCE[row.nation],
    discretionaryTopUps: row.discretionaryTopUps,
    officersAuthorisePayments: row.officersAuthorisePayments,
  };
}

/**
 * The caller's authority's mandatory grant maximum (its nation's default until it sets one), its
 * top-up policy, and whether its officers may authorise payments.
 */
export async function getGrantSettings(db: Executor, caller: Caller): Promise<GrantSettings> {
  return settingsOf(await findGrantSettings(db, settingsAuthorityOf(caller)));
}

/** Its ADMINs change them; grants approved before keep the figures they were approved with. */
export async function saveGrantSettings(
  db: Database,
  input: ChangeInput<{ settings: GrantSettings }>,
): Promise<GrantSettings> {
  const authorityId = assertMayChangeAuthoritySettings(input.caller);
  return db.transaction(async (tx) => {
    const before = settingsOf(await findGrantSettings(tx, authorityId, { forUpdate: true }));
    await updateGrantSettings(tx, authorityId, {
      grantMaximumPence: input.settings.mandatoryMaxPence,
      discretionaryTopUps: input.settings.discretionaryTopUps,
      officersAuthorisePayments: input.settings.officersAuthorisePayments,
    });
    await auditChange(tx, input, 'grant.settings', authorityId, {
      authorityId,
      before,
      after: input.settings,
    });
    return settingsOf(await findGrantSettings(tx, authorityId));
  });
}
