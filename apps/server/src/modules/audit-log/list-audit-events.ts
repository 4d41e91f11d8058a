import type { AuditEvent, AuditPage } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import { findAuditEvents, type AuditEventRow, type AuditFilter } from './audit-event-repository';
import {
  fieldNamesOnly,
  isAboutCaseData,
  WITHHELD_APPLICANT,
  type AuditReader,
} from './platform-reader-view';

function person(
  id: number | null,
  name: string | null,
  email: string | null,
  withheld: boolean,
): AuditEvent['actor'] {
  if (id === null) return null;
  return withheld ? { id, ...WITHHELD_APPLICANT } : { id, name: name ?? '', email: email ?? '' };
}

function toAuditEvent(row: AuditEventRow, reader: AuditReader): AuditEvent {
  const namesOnly = reader === 'platform' && isAboutCaseData(row);
  const actorWithheld = reader === 'platform' && row.actorUserType === 'APPLICANT';
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    actor: person(row.actorId, row.actorName, row.actorEmail, actorWithheld),
    // Always a platform admin: only they impersonate.
    onBehalfOf: person(row.onBehalfOfId, row.onBehalfOfName, row.onBehalfOfEmail, false),
    authority: row.authorityId === null ? null : { id: row.authorityId, name: row.authorityName ?? '' },
    target:
      reader === 'platform' && row.subjectUserType === 'APPLICANT' ? WITHHELD_APPLICANT.name : row.target,
    before: namesOnly ? fieldNamesOnly(row.before) : row.before,
    after: namesOnly ? fieldNamesOnly(row.after) : row.after,
    ip: row.ip,
    requestId: row.requestId,
  };
}

/**
 * A page of the audit log, newest first. Paged by keyset: one more row than asked for tells
 * whether an older page exists, so no count runs over the whole log. A platform reader gets rows
 * about case data with field names only, and applicants neither named nor found by name.
 */
export async function listAuditEvents(
  db: Executor,
  input: { filter: AuditFilter; limit: number; reader: AuditReader },
): Promise<AuditPage> {
  const rows = await findAuditEvents(db, {
    filter: input.filter,
    limit: input.limit + 1,
    applicantsNamed: input.reader !== 'platform',
  });
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    data: page.map((row) => toAuditEvent(row, input.reader)),
    nextCursor: rows.length > input.limit && last ? last.id : null,
    limit: input.limit,
  };
}
