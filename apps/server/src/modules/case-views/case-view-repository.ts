import type { CaseViewKind } from '@casekeeper/contract';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { caseViews, files, webUsers } from '../../db/schema';

/** One look at a case, as the recorder holds it until it is written. */
export type CaseLook = {
  authorityId: number;
  caseId: number;
  webUserId: number;
  impersonatorId: number | null;
  kind: CaseViewKind;
  fileId: string | null;
  occurredAt: Date;
};

/**
 * Writes looks in one statement, whatever their number. A look at a case deleted, or by a user
 * removed, since it was made is dropped rather than failing the others (a platform admin who has
 * gone is left unnamed, as the foreign key would do).
 */
export async function insertCaseLooks(db: Executor, looks: readonly CaseLook[]): Promise<number> {
  if (looks.length === 0) return 0;
  const column = <T>(pick: (look: CaseLook) => T) => sql.param(looks.map(pick));
  const result = await db.execute(sql`insert into case_views
      (authority_id, case_id, web_user_id, impersonator_id, kind, file_id, occurred_at)
    select look.authority_id, look.case_id, look.web_user_id, impersonator.id, look.kind, look.file_id, look.occurred_at
    from unnest(${column((look) => look.authorityId)}::integer[], ${column((look) => look.caseId)}::integer[],
        ${column((look) => look.webUserId)}::integer[], ${column((look) => look.impersonatorId)}::integer[],
        ${column((look) => look.kind)}::text[], ${column((look) => look.fileId)}::uuid[],
        ${column((look) => look.occurredAt.toISOString())}::timestamptz[])
      as look(authority_id, case_id, web_user_id, impersonator_id, kind, file_id, occurred_at)
    join cases on cases.authority_id = look.authority_id and cases.id = look.case_id
    join web_users viewer on viewer.id = look.web_user_id
    left join web_users impersonator on impersonator.id = look.impersonator_id`);
  return result.rowCount ?? 0;
}

const viewer = alias(webUsers, 'viewer');
const impersonator = alias(webUsers, 'impersonator');

/** Who a person is now, as their account says. */
function personColumns<T extends typeof viewer | typeof impersonator>(person: T) {
  return {
    webUserId: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    userType: person.userType,
    role: person.role,
  } as Pick<T, 'firstName' | 'lastName' | 'userType' | 'role'> & { webUserId: T['id'] };
}

/** One page of a case's looks, newest first (the case's index on occurred_at desc). */
export async function findCaseLooks(
  db: Executor,
  input: { authorityId: number; caseId: number; pageNo: number; pageSize: number },
) {
  const ofTheCase = and(eq(caseViews.authorityId, input.authorityId), eq(caseViews.caseId, input.caseId));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: caseViews.id,
        occurredAt: caseViews.occurredAt,
        kind: caseViews.kind,
        viewer: personColumns(viewer),
        impersonatorId: caseViews.impersonatorId,
        onBehalfOf: personColumns(impersonator),
        fileName: files.originalName,
      })
      .from(caseViews)
      .innerJoin(viewer, eq(viewer.id, caseViews.webUserId))
      .leftJoin(impersonator, eq(impersonator.id, caseViews.impersonatorId))
      .leftJoin(files, and(eq(files.authorityId, caseViews.authorityId), eq(files.id, caseViews.fileId)))
      .where(ofTheCase)
      .orderBy(desc(caseViews.occurredAt), desc(caseViews.id))
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize),
    db.select({ total: count() }).from(caseViews).where(ofTheCase),
  ]);
  return { rows, totalRecords: total?.total ?? 0 };
}

/** Deletes looks made before `days` ago, a batch at a time so no one statement holds many locks. */
export async function deleteOldCaseLooks(db: Executor, days: number, batchRows = 10_000): Promise<number> {
  let deleted = 0;
  for (;;) {
    const old = db
      .select({ id: caseViews.id })
      .from(caseViews)
      .where(lt(caseViews.occurredAt, sql`now() - make_interval(days => ${days})`))
      .limit(batchRows);
    const result = await db.delete(caseViews).where(sql`${caseViews.id} in ${old}`);
    deleted += result.rowCount ?? 0;
    if ((result.rowCount ?? 0) < batchRows) return deleted;
  }
}
