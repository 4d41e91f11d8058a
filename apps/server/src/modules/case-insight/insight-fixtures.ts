import type { Database } from '../../db/client';
import { caseStatusHistory, cases } from '../../db/schema';

let numbers = 0;

export type PastCase = {
  authorityId: number;
  createdById: number;
  officerId?: number | null;
  contractorId?: number | null;
  clientLastName?: string;
  /** The statuses it went through and when, oldest first; the last is where it is now. */
  history: [statusId: number, at: string][];
  deletedAt?: string;
};

/**
 * A case with a past, for tests that count by dates: written straight into the tables, as the
 * use cases cannot backdate, through the same triggers every write goes through.
 */
export async function insertPastCase(db: Database, fixture: PastCase): Promise<number> {
  numbers += 1;
  const [first] = fixture.history;
  const last = fixture.history.at(-1);
  if (!first || !last) throw new Error('a case has at least one status');
  const [row] = await db
    .insert(cases)
    .values({
      authorityId: fixture.authorityId,
      caseNumber: `PAST-2025-${String(numbers).padStart(5, '0')}`,
      clientFirstName: 'Past',
      clientLastName: fixture.clientLastName ?? 'Client',
      addressLine1: '1 High Street',
      postCode: 'B33 8TH',
      statusId: last[0],
      assignedOfficerId: fixture.officerId ?? null,
      contractorId: fixture.contractorId ?? null,
      createdById: fixture.createdById,
      updatedById: fixture.createdById,
      createdAt: new Date(first[1]),
      ...(fixture.deletedAt ? { deletedAt: new Date(fixture.deletedAt) } : {}),
    })
    .returning({ id: cases.id });
  if (!row) throw new Error('case not created');
  let from: number | null = null;
  for (const [statusId, at] of fixture.history) {
    await db.insert(caseStatusHistory).values({
      authorityId: fixture.authorityId,
      caseId: row.id,
      fromStatusId: from,
      toStatusId: statusId,
      changedById: fixture.createdById,
      changedAt: new Date(at),
    });
    from = statusId;
  }
  return row.id;
}
