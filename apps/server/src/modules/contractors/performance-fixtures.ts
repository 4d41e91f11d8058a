import { STATUS_ID, type VariationState } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import { caseGrants, caseGrantVariations, caseQuotes, cases, caseStatusHistory } from '../../db/schema';

/** Who a fixture's records are made by: an officer records, an ADMIN decides. */
export type PerformanceTeam = { authorityId: number; officerId: number; adminId: number };

/** A quote of `contractorId`, received on `receivedOn`, with an estimate in working days (or none). */
export type FixtureQuote = { contractorId: number; receivedOn: string; estimate?: number | null };

export type FixtureVariation = {
  costChangePence: number;
  state: Exclude<VariationState, 'PROPOSED'>;
  /** The day it was decided; with `standsWhenRecorded`, the day it was recorded, with no decider. */
  on: string;
  standsWhenRecorded?: boolean;
};

export type FixtureJob = {
  quotes: FixtureQuote[];
  /** Which of `quotes` the grant accepted. */
  accepted?: number;
  grant?: 'APPROVED' | 'PROPOSED';
  /** Days the case went to Works ordered, oldest first (it may go twice). */
  ordered?: string[];
  completed?: string[];
  variations?: FixtureVariation[];
};

let numbers = 0;

const at = (day: string) => new Date(`${day}T10:00:00Z`);

async function insertCase(db: Database, team: PerformanceTeam): Promise<number> {
  numbers += 1;
  const [row] = await db
    .insert(cases)
    .values({
      authorityId: team.authorityId,
      caseNumber: `PERF-2025-${String(numbers).padStart(5, '0')}`,
      clientFirstName: 'Performance',
      clientLastName: 'Client',
      addressLine1: '1 High Street',
      postCode: 'B33 8TH',
      statusId: STATUS_ID.APPROVED,
      createdById: team.officerId,
      updatedById: team.officerId,
    })
    .returning({ id: cases.id });
  if (!row) throw new Error('case not created');
  return row.id;
}

async function insertStatusChanges(
  db: Database,
  team: PerformanceTeam,
  caseId: number,
  changes: { toStatusId: number; day: string }[],
) {
  for (const change of changes) {
    await db.insert(caseStatusHistory).values({
      authorityId: team.authorityId,
      caseId,
      toStatusId: change.toStatusId,
      changedById: team.officerId,
      changedAt: at(change.day),
    });
  }
}

/**
 * A case with its quotes, grant, status changes and variations written straight into the tables
 * with the days given, as the use cases cannot backdate: what contractor performance counts.
 */
export async function insertPerformanceJob(db: Database, team: PerformanceTeam, job: FixtureJob) {
  const { authorityId, officerId, adminId } = team;
  const caseId = await insertCase(db, team);
  const on = { authorityId, caseId };
  const quoteIds: number[] = [];
  for (const quote of job.quotes) {
    const [row] = await db
      .insert(caseQuotes)
      .values({
        ...on,
        contractorId: quote.contractorId,
        amountPence: 800_000,
        receivedOn: quote.receivedOn,
        estimatedWorkingDays: quote.estimate ?? null,
        createdById: officerId,
      })
      .returning({ id: caseQuotes.id });
    if (row) quoteIds.push(row.id);
  }
  if (job.accepted === undefined) return caseId;
  const proposal = {
    ...on,
    acceptedQuoteId: quoteIds[job.accepted],
    contributionPence: 0,
    contributionBasis: 'PASSPORTED',
    proposedById: officerId,
    proposedAt: at('2025-04-01'),
  } as const;
  await db.insert(caseGrants).values(
    job.grant === 'PROPOSED'
      ? { ...proposal, state: 'PROPOSED' }
      : {
          ...proposal,
          state: 'APPROVED',
          approvedMaximumPence: 3_000_000,
          approvedQuotePence: 800_000,
          approvedTotalPence: 800_000,
          approvedById: adminId,
          approvedAt: at('2025-04-02'),
          approvedOn: '2025-04-02',
        },
  );
  await insertStatusChanges(db, team, caseId, [
    ...(job.ordered ?? []).map((day) => ({ toStatusId: STATUS_ID.WORKS_ORDERED, day })),
    ...(job.completed ?? []).map((day) => ({ toStatusId: STATUS_ID.WORKS_COMPLETED, day })),
  ]);
  for (const variation of job.variations ?? []) {
    await db.insert(caseGrantVariations).values({
      ...on,
      costChangePence: variation.costChangePence,
      state: variation.state,
      reason: 'Works changed on site',
      recordedById: officerId,
      recordedAt: at(variation.on),
      ...(variation.standsWhenRecorded ? {} : { decidedById: adminId, decidedAt: at(variation.on) }),
      ...(variation.state === 'REJECTED' ? { rejectionReason: 'Not needed' } : {}),
    });
  }
  return caseId;
}
