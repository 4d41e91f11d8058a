import { DOCUMENT_REQUEST_KINDS, DOCUMENT_REQUEST_STATES } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { actionItems } from './action-diaries';
import { authorityIdColumn } from './authorities';
import { caseKey } from './case-keys';
import { createdAt, isOneOf, timestampTz, updatedAt, version } from './columns';
import { webUserIdColumn } from './web-users';

/**
 * An officer's reply to the case's applicant (issue 39): shown in the portal's thread beside what
 * the applicant sent (their action items marked from the applicant). The applicant is mailed a
 * notice without its words.
 */
export const caseReplies = pgTable(
  'case_replies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: authorityIdColumn(),
    caseId: integer().notNull(),
    body: text().notNull(),
    createdById: webUserIdColumn(),
    createdAt: createdAt(),
  },
  (table) => [
    caseKey('case_replies_case_fk', table.authorityId, table.caseId),
    index('case_replies_case_idx').on(table.authorityId, table.caseId, table.createdAt),
  ],
);

/**
 * A document an officer asked the applicant for, due by a date: requested, sent (the applicant
 * uploaded against it), accepted, or asked for again with a reason. `chaseItemId` is the officer's
 * action item due on that date, open while the applicant owes it, so an unanswered request is
 * overdue in the alarms and My work like any item. It has no foreign key: a composite one could
 * not be cleared alone when staff delete the item, and an id that names no item is simply not chased.
 */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: authorityIdColumn(),
    caseId: integer().notNull(),
    kind: text({ enum: DOCUMENT_REQUEST_KINDS }).notNull(),
    details: text(),
    dueOn: date({ mode: 'string' }).notNull(),
    state: text({ enum: DOCUMENT_REQUEST_STATES }).notNull().default('REQUESTED'),
    /** Why it was asked for again; the applicant sees it. */
    reason: text(),
    chaseItemId: integer(),
    requestedById: webUserIdColumn(),
    /** Who last accepted it or asked again, and when. */
    decidedById: integer(),
    decidedAt: timestampTz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    caseKey('document_requests_case_fk', table.authorityId, table.caseId),
    unique('document_requests_authority_id_key').on(table.authorityId, table.id),
    check('document_requests_kind_check', isOneOf(table.kind, DOCUMENT_REQUEST_KINDS)),
    check('document_requests_state_check', isOneOf(table.state, DOCUMENT_REQUEST_STATES)),
    check(
      'document_requests_other_has_details',
      sql`${table.kind} <> 'OTHER' or ${table.details} is not null`,
    ),
    index('document_requests_case_idx').on(table.authorityId, table.caseId, table.createdAt),
  ],
);

/** A file the applicant sent against a request: their file item (from the applicant, new until seen). */
export const documentRequestUploads = pgTable(
  'document_request_uploads',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: authorityIdColumn(),
    requestId: integer().notNull(),
    actionItemId: integer().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({
      name: 'document_request_uploads_request_fk',
      columns: [table.authorityId, table.requestId],
      foreignColumns: [documentRequests.authorityId, documentRequests.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'document_request_uploads_item_fk',
      columns: [table.authorityId, table.actionItemId],
      foreignColumns: [actionItems.authorityId, actionItems.id],
    }).onDelete('cascade'),
    index('document_request_uploads_request_idx').on(table.authorityId, table.requestId),
    uniqueIndex('document_request_uploads_item_key').on(table.actionItemId),
  ],
);
