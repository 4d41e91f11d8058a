import type { PaymentKind, PaymentState, VariationState } from '@casekeeper/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  authorityChoices,
  caseGrants,
  caseGrantVariations,
  casePayments,
  caseQuotes,
  cases,
  caseWorks,
} from '../../db/schema';
import { createTestContractor } from '../../test/api';
import { refreshGrantMoney } from '../grant';

/** Who a fixture's records are made by: an officer records and requests, an ADMIN decides. */
export type FixtureTeam = { authorityId: number; officerId: number; adminId: number };

export type FixturePayment = { kind: PaymentKind; amountPence: number; state: PaymentState; paidOn?: string };

export type FixtureGrant = {
  /** Null: a grant proposed and not approved. */
  approvedOn: string | null;
  approvedTotalPence: number;
  /** The adaptation type of each item of its works. */
  workTypes: number[];
  variations?: { costChangePence: number; state: VariationState }[];
  payments?: FixturePayment[];
};

let numbers = 0;

/** An adaptation type of the authority's seeded list, by name. */
export async function adaptationTypeNamed(db: Database, authorityId: number, name: string): Promise<number> {
  const [row] = await db
    .select({ id: authorityChoices.id })
    .from(authorityChoices)
    .where(
      and(
        eq(authorityChoices.authorityId, authorityId),
        eq(authorityChoices.list, 'ADAPTATION_TYPE'),
        eq(authorityChoices.name, name),
      ),
    );
  if (!row) throw new Error(`the authority has no adaptation type ${name}`);
  return row.id;
}

async function insertCase(db: Database, team: FixtureTeam): Promise<number> {
  numbers += 1;
  const [row] = await db
    .insert(cases)
    .values({
      authorityId: team.authorityId,
      caseNumber: `SPND-2024-${String(numbers).padStart(5, '0')}`,
      clientFirstName: 'Spend',
      clientLastName: 'Client',
      addressLine1: '1 High Street',
      postCode: 'B33 8TH',
      statusId: 5,
      createdById: team.officerId,
      updatedById: team.officerId,
    })
    .returning({ id: cases.id });
  if (!row) throw new Error('case not created');
  return row.id;
}

/**
 * A case with its grant, works, variations and payments written straight into the tables with
 * the days and amounts given, as the use cases cannot backdate: what the Spend view is counted
 * from. Answers the case's id.
 */
export async function insertSpendFixture(
  db: Database,
  team: FixtureTeam,
  grant: FixtureGrant,
): Promise<number> {
  const { authorityId, officerId, adminId } = team;
  const caseId = await insertCase(db, team);
  const on = { authorityId, caseId };
  for (const [position, adaptationTypeId] of grant.workTypes.entries()) {
    await db.insert(caseWorks).values({
      ...on,
      adaptationTypeId,
      description: 'Works item',
      position: position + 1,
      createdById: officerId,
    });
  }
  const [quote] = await db
    .insert(caseQuotes)
    .values({
      ...on,
      contractorId: await createTestContractor(db, authorityId),
      amountPence: grant.approvedTotalPence,
      receivedOn: '2024-04-01',
      createdById: officerId,
    })
    .returning({ id: caseQuotes.id });
  const proposal = {
    ...on,
    acceptedQuoteId: quote?.id,
    contributionPence: 0,
    contributionBasis: 'PASSPORTED',
    proposedById: officerId,
    proposedAt: new Date('2024-04-01T12:00:00Z'),
  } as const;
  await db.insert(caseGrants).values(
    grant.approvedOn === null
      ? { ...proposal, state: 'PROPOSED' }
      : {
          ...proposal,
          state: 'APPROVED',
          approvedMaximumPence: 3_000_000,
          approvedQuotePence: grant.approvedTotalPence,
          approvedTotalPence: grant.approvedTotalPence,
          approvedById: adminId,
          approvedAt: new Date(`${grant.approvedOn}T12:00:00Z`),
          approvedOn: grant.approvedOn,
        },
  );
  for (const variation of grant.variations ?? []) {
    await db.insert(caseGrantVariations).values({
      ...on,
      ...variation,
      reason: 'Works changed on site',
      recordedById: officerId,
      ...(variation.state === 'PROPOSED' ? {} : { decidedById: adminId, decidedAt: new Date() }),
      ...(variation.state === 'REJECTED' ? { rejectionReason: 'Not needed' } : {}),
    });
  }
  for (const payment of grant.payments ?? []) await insertPayment(db, team, caseId, payment);
  // Written straight in, the rows' money is counted onto the grant row as the use cases do.
  await refreshGrantMoney(db, on);
  return caseId;
}

async function insertPayment(db: Database, team: FixtureTeam, caseId: number, payment: FixturePayment) {
  const decided =
    payment.state === 'REQUESTED' ? {} : { authorisedById: team.adminId, authorisedAt: new Date() };
  await db.insert(casePayments).values({
    authorityId: team.authorityId,
    caseId,
    kind: payment.kind,
    amountPence: payment.amountPence,
    payee: 'CONTRACTOR',
    payeeName: 'Acme Adaptations Ltd',
    invoiceReference: `INV-${caseId}`,
    certifiedOn: payment.paidOn ?? '2024-04-01',
    state: payment.state,
    requestedById: team.officerId,
    ...(payment.state === 'REJECTED'
      ? { rejectedById: team.adminId, rejectedAt: new Date(), rejectionReason: 'Invoice wrong' }
      : decided),
    ...(payment.state === 'PAID'
      ? {
          paidOn: payment.paidOn,
          financeReference: `FIN-${caseId}`,
          paidById: team.adminId,
          paidAt: new Date(),
        }
      : {}),
  });
}
