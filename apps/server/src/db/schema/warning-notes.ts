import { WARNING_NOTE_SUBJECTS, WARNING_NOTE_TYPES } from '@casekeeper/contract';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { authorityIdColumn } from './authorities';
import { caseKey } from './case-keys';
import { isOneOf, recordLifecycle, timestampTz } from './columns';
import { webUserIdColumn } from './web-users';

/**
 * A warning for staff on a case's client or address (violent or aggressive, animals, …), shown
 * before a visit, reviewed by its author by `reviewOn`; never shown to the applicant.
 */
export const warningNotes = pgTable(
  'warning_notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: authorityIdColumn(),
    caseId: integer().notNull(),
    subject: text({ enum: WARNING_NOTE_SUBJECTS }).notNull(),
    type: text({ enum: WARNING_NOTE_TYPES }).notNull(),
    text: text().notNull(),
    reviewOn: date({ mode: 'string' }).notNull(),
    createdById: webUserIdColumn(),
    updatedById: webUserIdColumn(),
    /** When its author was last told the review date had passed (the alarm is sent once per date). */
    reviewAlarmedAt: timestampTz(),
    ...recordLifecycle(),
  },
  (table) => [
    caseKey('warning_notes_case_fk', table.authorityId, table.caseId),
    check('warning_notes_subject_check', isOneOf(table.subject, WARNING_NOTE_SUBJECTS)),
    check('warning_notes_type_check', isOneOf(table.type, WARNING_NOTE_TYPES)),
    index('warning_notes_case_idx').on(table.authorityId, table.caseId),
    index('warning_notes_review_idx').on(table.reviewOn),
  ],
);
