import { DEFAULT_MANDATORY_MAX_PENCE } from '@casekeeper/contract';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { authorities, caseGrants, webUsers } from '../../db/schema';
import { fullName } from '../cases';
import { refreshGrantMoney } from './grant-money';
import { approvedTotalSql } from './grant-total';

/** A case's grant is found by its case, within the case's authority. */
export type GrantKey = { authorityId: number; caseId: number };

export type GrantRow = typeof caseGrants.$inferSelect;

/** What a change may set on the grant row; its version is bumped by every change. */
export type GrantChanges = Partial<
  Omit<GrantRow, 'authorityId' | 'caseId' | 'version' | 'createdAt' | 'updatedAt'>
>;

/** The authority's limits a grant is proposed and approved under. */
export type GrantLimits = { mandatoryMaxPence: number; discretionaryTopUps: boolean };

const proposer = alias(webUsers, 'proposer');
const approver = alias(webUsers, 'approver');

const ofCase = (key: GrantKey) =>
  and(eq(caseGrants.authorityId, key.authorityId), eq(caseGrants.caseId, key.caseId));

/**
 * The case's grant row, locked for a change: made first (DRAFT, version 1) when the case has none,
 * so that two changes at once, even the first two, wait for each other on it. A change refused
 * afterwards rolls the new row back with it.
 */
export async function lockGrant(tx: Executor, key: GrantKey): Promise<GrantRow> {
  await tx.insert(caseGrants).values(key).onConflictDoNothing();
  const [row] = await tx.select().from(caseGrants).where(ofCase(key)).for('update');
  if (!row) throw new Error('The grant could not be locked.');
  return row;
}

/** Saves a change on the locked grant row, bumps its version and writes its money again. */
export async function updateGrantRow(tx: Executor, key: GrantKey, changes: GrantChanges): Promise<void> {
  await tx
    .update(caseGrants)
    .set({ ...changes, version: sql`${caseGrants.version} + 1` })
    .where(ofCase(key));
  await refreshGrantMoney(tx, key);
}

/**
 * The case's grant with who proposed and approved it (null: none begun yet), its approved total,
 * and the authority's limits; one statement from the authority, which always exists.
 */
export async function findGrant(db: Executor, key: GrantKey) {
  const [row] = await db
    .select({
      grant: getTableColumns(caseGrants),
      proposerName: sql<
        string | null
      >`case when ${proposer.id} is null then null else ${fullName(proposer)} end`,
      approverName: sql<
        string | null
      >`case when ${approver.id} is null then null else ${fullName(approver)} end`,
      approvedTotalPence: approvedTotalSql,
      nation: authorities.nation,
      grantMaximumPence: authorities.grantMaximumPence,
      discretionaryTopUps: authorities.discretionaryTopUps,
    })
    .from(authorities)
    .leftJoin(caseGrants, and(eq(caseGrants.authorityId, authorities.id), eq(caseGrants.caseId, key.caseId)))
    .leftJoin(proposer, eq(proposer.id, caseGrants.proposedById))
    .leftJoin(approver, eq(approver.id, caseGrants.approvedById))
    .where(eq(authorities.id, key.authorityId));
  if (!row) throw new Error('The authority of the grant was not found.');
  const limits: GrantLimits = {
    mandatoryMaxPence: row.grantMaximumPence ?? DEFAULT_MANDATORY_MAX_PENCE[row.nation],
    discretionaryTopUps: row.discretionaryTopUps,
  };
  const { grant, proposerName, approverName, approvedTotalPence } = row;
  return { grant, proposerName, approverName, approvedTotalPence, limits };
}

export type GrantFound = Awaited<ReturnType<typeof findGrant>>;

/**
 * The authority's grant settings as kept: the maximum (null: the nation's default), the top-up
 * policy, and whether its officers may authorise payments.
 */
export async function findGrantSettings(
  db: Executor,
  authorityId: number,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({
      nation: authorities.nation,
      grantMaximumPence: authorities.grantMaximumPence,
      discretionaryTopUps: authorities.discretionaryTopUps,
      officersAuthorisePayments: authorities.officersAuthorisePayments,
    })
    .from(authorities)
    .where(eq(authorities.id, authorityId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new Error('The authority was not found.');
  return row;
}

export async function updateGrantSettings(
  tx: Executor,
  authorityId: number,
  settings: Pick<
    typeof authorities.$inferInsert,
    'grantMaximumPence' | 'discretionaryTopUps' | 'officersAuthorisePayments'
  >,
): Promise<void> {
  await tx.update(authorities).set(settings).where(eq(authorities.id, authorityId));
}
