import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client';
import { cases } from '../../db/schema';
import { createTestAuthority } from '../../test/accounts';
import { signedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { assignCaseNumber, provisionalCaseNumber } from './case-numbers';

// Officers of one authority adding cases at once wait for each other only for the number, taken
// as the last write of each transaction: a case stored but not yet numbered holds nothing another
// create of the authority needs.

const context = useTestApp();

/** A deferred promise: resolved from outside, to hold a transaction open at a chosen step. */
function signal() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * A case stored with its provisional number, as an officer's own with the client and post code
 * given: creates of one officer's cases of one name or post code share a row of the summaries.
 */
async function storeUnnumbered(
  tx: Executor,
  newCase: { authorityId: number; shortCode: string; officerId: number; lastName: string; postCode: string },
): Promise<number> {
  const [row] = await tx
    .insert(cases)
    .values({
      authorityId: newCase.authorityId,
      caseNumber: provisionalCaseNumber(newCase.shortCode),
      clientFirstName: 'Ann',
      clientLastName: newCase.lastName,
      addressLine1: '1 High Street',
      postCode: newCase.postCode,
      statusId: 1,
      assignedOfficerId: newCase.officerId,
      createdById: newCase.officerId,
      updatedById: newCase.officerId,
    })
    .returning({ id: cases.id });
  if (!row) throw new Error('not stored');
  return row.id;
}

describe('case numbers', () => {
  it('are taken last: a create stored but not yet numbered does not hold up another of its authority, and numbers follow the commits', async () => {
    const authorityId = await createTestAuthority(context.db, { shortCode: 'NUM' });
    const one = await signedInUser(context, { authorityId, role: 'READWRITE' });
    const other = await signedInUser(context, { authorityId, role: 'READWRITE' });
    const firstStored = signal();
    const secondCommitted = signal();

    const first = context.db.transaction(async (tx) => {
      const id = await storeUnnumbered(tx, {
        authorityId,
        shortCode: 'NUM',
        officerId: one.id,
        lastName: 'Jones',
        postCode: 'LS1 1AA',
      });
      firstStored.resolve();
      // Still open, its case stored, while the second create runs from start to commit.
      await secondCommitted.promise;
      return assignCaseNumber(tx, { id, authorityId, shortCode: 'NUM' }, 2026);
    });
    await firstStored.promise;
    const second = await context.db.transaction(async (tx) => {
      const id = await storeUnnumbered(tx, {
        authorityId,
        shortCode: 'NUM',
        officerId: other.id,
        lastName: 'Smith',
        postCode: 'BD2 2BB',
      });
      return assignCaseNumber(tx, { id, authorityId, shortCode: 'NUM' }, 2026);
    });
    secondCommitted.resolve();

    expect(second).toBe('NUM-2026-00001');
    expect(await first).toBe('NUM-2026-00002');
    const stored = await context.db.execute<{ case_number: string }>(
      sql`select case_number from cases where authority_id = ${authorityId} order by case_number`,
    );
    expect(stored.rows.map((row) => row.case_number)).toEqual(['NUM-2026-00001', 'NUM-2026-00002']);
  });

  it('give a rolled-back create its number back: the next case takes it', async () => {
    const authorityId = await createTestAuthority(context.db, { shortCode: 'NUB' });
    const officer = await signedInUser(context, { authorityId, role: 'READWRITE' });
    const numberOf = (rollBack: boolean) =>
      context.db.transaction(async (tx) => {
        const newCase = {
          authorityId,
          shortCode: 'NUB',
          officerId: officer.id,
          lastName: 'Jones',
          postCode: 'LS1 1AA',
        };
        const id = await storeUnnumbered(tx, newCase);
        const caseNumber = await assignCaseNumber(tx, { id, authorityId, shortCode: 'NUB' }, 2027);
        if (rollBack) tx.rollback();
        return caseNumber;
      });
    await expect(numberOf(true)).rejects.toThrow();
    expect(await numberOf(false)).toBe('NUB-2027-00001');
  });

  it('write a year past 99,999 cases in full: case 100,000 is …-100000, never …-10000 again', async () => {
    const authorityId = await createTestAuthority(context.db, { shortCode: 'BIG' });
    const officer = await signedInUser(context, { authorityId, role: 'READWRITE' });
    await context.db.execute(sql`insert into case_number_sequences (authority_id, year, last_value)
      values (${authorityId}, 2027, 9999)`);
    const numbered = () =>
      context.db.transaction(async (tx) => {
        const newCase = {
          authorityId,
          shortCode: 'BIG',
          officerId: officer.id,
          lastName: 'Big',
          postCode: 'LS1 1AA',
        };
        const id = await storeUnnumbered(tx, newCase);
        return assignCaseNumber(tx, { id, authorityId, shortCode: 'BIG' }, 2027);
      });
    expect(await numbered()).toBe('BIG-2027-10000');
    await context.db.execute(sql`update case_number_sequences set last_value = 99999
      where authority_id = ${authorityId} and year = 2027`);
    expect(await numbered()).toBe('BIG-2027-100000');
    expect(await numbered()).toBe('BIG-2027-100001');
  });
});
