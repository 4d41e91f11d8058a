import { PLATFORM_TIME_ZONE } from '@casekeeper/contract';
import { and, desc, eq, ilike, isNull, lt, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { auditLog, authorities, cases, contractors, webUsers } from '../../db/schema';

export type AuditFilter = {
  actorId?: number;
  /** Part of the name or e-mail address of who acted (or on whose behalf). */
  actor?: string;
  authorityId?: number;
  /** Part of the authority's name. */
  authority?: string;
  entityType?: string;
  entityId?: string;
  action?: string;
  /** Europe/London days, yyyy-mm-dd, both included. */
  from?: string;
  to?: string;
  /** Only events older than this id (the previous page's last). */
  before?: number;
};

const actor = alias(webUsers, 'actor');
const onBehalfOf = alias(webUsers, 'on_behalf_of');
/** The account a row is about, when it is about one. */
const subject = alias(webUsers, 'subject');
/** The case, authority or contractor a row is about, when it is about one. */
const targetCase = alias(cases, 'target_case');
const targetAuthority = alias(authorities, 'target_authority');
const targetContractor = alias(contractors, 'target_contractor');

/**
 * The row's record id as the key of a record of `entityType`, else null. Matched by primary key
 * (a text id cast per row would read the whole table), and only an id that is a number is cast.
 */
const targetId = (entityType: string) =>
  sql`(case when ${auditLog.entityType} = ${entityType} and ${auditLog.entityId} ~ '^[0-9]{1,9}$'
    then ${auditLog.entityId}::int end)`;

/** What people call the record: a case's number, a person's name, an authority's or contractor's. */
const target = sql<string | null>`case ${auditLog.entityType}
  when 'case' then ${targetCase.caseNumber}
  when 'web_user' then ${subject.firstName} || ' ' || ${subject.lastName}
  when 'authority' then ${targetAuthority.name}
  when 'contractor' then ${targetContractor.companyName}
end`;

/** The columns the viewer shows; picked one by one so a new column never leaks. */
const columns = {
  id: auditLog.id,
  occurredAt: auditLog.occurredAt,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  ip: auditLog.ip,
  requestId: auditLog.requestId,
  actorId: actor.id,
  actorName: sql<string | null>`${actor.firstName} || ' ' || ${actor.lastName}`,
  actorEmail: actor.email,
  actorUserType: actor.userType,
  subjectUserType: subject.userType,
  target,
  onBehalfOfId: onBehalfOf.id,
  onBehalfOfName: sql<string | null>`${onBehalfOf.firstName} || ' ' || ${onBehalfOf.lastName}`,
  onBehalfOfEmail: onBehalfOf.email,
  authorityId: authorities.id,
  authorityName: authorities.name,
};

export type AuditEventRow = {
  id: number;
  occurredAt: Date;
  action: string;
  entityType: string | null;
  entityId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  requestId: string | null;
  actorId: number | null;
  actorName: string | null;
  actorEmail: string | null;
  actorUserType: string | null;
  subjectUserType: string | null;
  target: string | null;
  onBehalfOfId: number | null;
  onBehalfOfName: string | null;
  onBehalfOfEmail: string | null;
  authorityId: number | null;
  authorityName: string | null;
};

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Person = { firstName: AnyColumn; lastName: AnyColumn; email: AnyColumn; userType: AnyColumn };

/**
 * Who acted, or on whose behalf, by part of their full name or e-mail address. Applicants are
 * found only when `applicantsNamed`: otherwise the filter would tell which addresses are clients.
 */
function personMatches(person: Person, pattern: string, applicantsNamed: boolean): SQL | undefined {
  return and(
    applicantsNamed ? undefined : ne(person.userType, 'APPLICANT'),
    or(ilike(sql`${person.firstName} || ' ' || ${person.lastName}`, pattern), ilike(person.email, pattern)),
  );
}

function conditions(filter: AuditFilter, applicantsNamed: boolean): (SQL | undefined)[] {
  const startOfDay = (day: string) => sql`(${day}::date::timestamp at time zone ${PLATFORM_TIME_ZONE})`;
  return [
    filter.actorId === undefined
      ? undefined
      : or(eq(auditLog.actorId, filter.actorId), eq(auditLog.onBehalfOfId, filter.actorId)),
    filter.actor === undefined
      ? undefined
      : or(
          personMatches(actor, containing(filter.actor), applicantsNamed),
          personMatches(onBehalfOf, containing(filter.actor), applicantsNamed),
        ),
    filter.authorityId === undefined ? undefined : eq(auditLog.authorityId, filter.authorityId),
    filter.authority === undefined ? undefined : ilike(authorities.name, containing(filter.authority)),
    filter.entityType === undefined ? undefined : eq(auditLog.entityType, filter.entityType),
    filter.entityId === undefined ? undefined : eq(auditLog.entityId, filter.entityId),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.from === undefined ? undefined : sql`${auditLog.occurredAt} >= ${startOfDay(filter.from)}`,
    filter.to === undefined
      ? undefined
      : sql`${auditLog.occurredAt} < ${startOfDay(filter.to)} + interval '1 day'`,
    filter.before === undefined ? undefined : lt(auditLog.id, filter.before),
  ];
}

/** Up to `limit` events matching the filter, newest first (by id: the order they were written). */
export async function findAuditEvents(
  db: Executor,
  query: { filter: AuditFilter; limit: number; applicantsNamed: boolean },
): Promise<AuditEventRow[]> {
  return (
    db
      .select(columns)
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(onBehalfOf, eq(onBehalfOf.id, auditLog.onBehalfOfId))
      .leftJoin(subject, eq(subject.id, targetId('web_user')))
      .leftJoin(authorities, eq(authorities.id, auditLog.authorityId))
      // A case or contractor of the row's own authority only, and a case not deleted: else the
      // viewer names the record by its kind and number.
      .leftJoin(
        targetCase,
        and(
          eq(targetCase.id, targetId('case')),
          eq(targetCase.authorityId, auditLog.authorityId),
          isNull(targetCase.deletedAt),
        ),
      )
      .leftJoin(targetAuthority, eq(targetAuthority.id, targetId('authority')))
      .leftJoin(
        targetContractor,
        and(
          eq(targetContractor.id, targetId('contractor')),
          eq(targetContractor.authorityId, auditLog.authorityId),
        ),
      )
      .where(and(...conditions(query.filter, query.applicantsNamed)))
      .orderBy(desc(auditLog.id))
      .limit(query.limit)
  );
}
