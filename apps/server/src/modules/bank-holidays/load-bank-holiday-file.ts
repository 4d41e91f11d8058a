import type { BankHolidayChanges } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { markNationsClocksStale, readCorrections, replaceLoadedYear } from './bank-holiday-repository';
import { changesSomething, fileChanges, yearsOf } from './calendar-changes';
import { announceBankHolidaysChanged } from './bank-holidays-changed';
import { readGovUkFile } from './gov-uk-file';
import { forgetBankHolidays } from './kept-bank-holidays';

export type BankHolidayDeps = { db: Database; jobs: JobQueue };

/** Serialises changes to the corrections, so each is worked out against the one before it. */
const CORRECTIONS_LOCK_KEY = 7_265_140_933; // arbitrary, unique to the bank holiday corrections

export async function lockCorrections(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CORRECTIONS_LOCK_KEY})`);
}

/** What loading a GOV.UK bank-holidays.json would add and remove in each nation; changes nothing. */
export async function previewBankHolidayFile(db: Executor, text: string): Promise<BankHolidayChanges> {
  const file = readGovUkFile(text);
  return { nations: fileChanges(await readCorrections(db), file) };
}

/**
 * Loads a GOV.UK bank-holidays.json: for each nation, its days replace the calendar of every year
 * it covers. Each nation loaded is audited with what it gained and lost; the authorities of each
 * nation whose days changed have their clocks worked out again by the clocks.recompute job.
 */
export async function applyBankHolidayFile(
  deps: BankHolidayDeps,
  input: ChangeInput<{ text: string }>,
): Promise<BankHolidayChanges> {
  const file = readGovUkFile(input.text);
  const nations = await deps.db.transaction(async (tx) => {
    await lockCorrections(tx);
    const changes = fileChanges(await readCorrections(tx), file);
    for (const loaded of file) {
      const days = loaded.days.map((day) => ({
        ...day,
        nation: loaded.nation,
        correction: 'LOADED' as const,
      }));
      for (const year of yearsOf(loaded)) {
        await replaceLoadedYear(tx, {
          nation: loaded.nation,
          year,
          days: days.filter((day) => day.day.startsWith(`${year}-`)),
          byId: input.caller.webUserId,
        });
      }
    }
    for (const change of changes.filter((loaded) => loaded.years.length > 0)) {
      await auditChange(tx, input, 'bank-holidays.load', change.nation, {
        authorityId: null,
        before: { removed: change.removed },
        after: { years: change.years, added: change.added },
      });
    }
    const changed = changes.filter(changesSomething);
    if (changed.length > 0) {
      await markNationsClocksStale(
        tx,
        changed.map((change) => change.nation),
      );
      await deps.jobs.send(tx, 'clocks.recompute', {});
    }
    await announceBankHolidaysChanged(tx);
    return changes;
  });
  // This process counts with the new days at once; the others when PostgreSQL announces them.
  forgetBankHolidays();
  return { nations };
}
