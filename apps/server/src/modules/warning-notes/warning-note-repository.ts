import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cases, warningNotes, webUsers } from '../../db/schema';
import { caseInScope, type CaseScope } from '../cases';

/** The columns of a note the API shows, with its author's name; picked so a new column never leaks. */
const noteColumns = {
  id: warningNotes.id,
  caseId: warningNotes.caseId,
  subject: warningNotes.subject,
  type: warningNotes.type,
  text: warningNotes.text,
  reviewOn: warningNotes.reviewOn,
  createdById: warningNotes.createdById,
  createdByName: sql<string>`concat_ws(' ', ${webUsers.firstName}, ${webUsers.lastName})`,
  updatedAt: warningNotes.updatedAt,
  version: warningNotes.version,
};

export type WarningNoteRow = NonNullable<Awaited<ReturnType<typeof findWarningNote>>>;
export type WarningNoteValues = Pick<WarningNoteRow, 'subject' | 'type' | 'text' | 'reviewOn'>;

const current = isNull(warningNotes.deletedAt);
const ofItsCase = and(eq(cases.authorityId, warningNotes.authorityId), eq(cases.id, warningNotes.caseId));
const byAuthor = eq(webUsers.id, warningNotes.createdById);

/** Whether the case is one the scope reaches. */
export async function isCaseInScope(db: Executor, caseId: number, scope: CaseScope): Promise<boolean> {
  const [row] = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(caseInScope(scope), eq(cases.id, caseId)));
  return row !== undefined;
}

/** A current note by id, on a case within the scope; outside it, or removed, it is not found. */
export async function findWarningNote(
  db: Executor,
  id: number,
  scope: CaseScope,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select(noteColumns)
    .from(warningNotes)
    .innerJoin(cases, ofItsCase)
    .innerJoin(webUsers, byAuthor)
    .where(and(caseInScope(scope), current, eq(warningNotes.id, id)));
  const [row] = options.forUpdate ? await query.for('update', { of: warningNotes }) : await query;
  return row;
}

/** A case's current notes, oldest first; the caller has checked the case is in scope. */
export async function findWarningNotesOfCase(
  db: Executor,
  authorityId: number,
  caseId: number,
): Promise<WarningNoteRow[]> {
  return db
    .select(noteColumns)
    .from(warningNotes)
    .innerJoin(webUsers, byAuthor)
    .where(and(eq(warningNotes.authorityId, authorityId), eq(warningNotes.caseId, caseId), current))
    .orderBy(asc(warningNotes.createdAt), asc(warningNotes.id));
}

export async function insertWarningNote(
  tx: Executor,
  values: WarningNoteValues & { authorityId: number; caseId: number; createdById: number },
): Promise<number> {
  const [row] = await tx
    .insert(warningNotes)
    .values({ ...values, updatedById: values.createdById })
    .returning({ id: warningNotes.id });
  if (!row) throw new Error('The warning note could not be stored.');
  return row.id;
}

/**
 * Saves a note and bumps its version; a new review date is a new date to be alarmed about, so
 * the record of the last alarm goes.
 */
export async function updateWarningNoteRow(
  tx: Executor,
  id: number,
  values: WarningNoteValues & { updatedById: number },
  reviewMoved: boolean,
): Promise<void> {
  await tx
    .update(warningNotes)
    .set({
      ...values,
      ...(reviewMoved ? { reviewAlarmedAt: null } : {}),
      version: sql`${warningNotes.version} + 1`,
    })
    .where(eq(warningNotes.id, id));
}

/** Marks a note removed: it stays for the audit trail, and no longer shows or alarms. */
export async function removeWarningNoteRow(tx: Executor, id: number, removedById: number): Promise<void> {
  await tx
    .update(warningNotes)
    .set({ deletedAt: new Date(), updatedById: removedById, version: sql`${warningNotes.version} + 1` })
    .where(eq(warningNotes.id, id));
}
