import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** What a scrubbed entry's before and after become: who, when and what kind of change stay. */
const SCRUBBED = sql`'{"disposed":true}'::jsonb`;

/** The records whose audit entries are about the person, by the entity types the log names. */
export type AuditedRecords = {
  authorityId: number;
  caseIds: number[];
  diaryIds: number[];
  itemIds: number[];
  warningNoteIds: number[];
  fileIds: string[];
  webUserIds: number[];
  /** Values that name the person wherever they appear in the authority's entries (e-mail, phone, UPRN, full name). */
  values: string[];
};

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

function entityIs(type: string, ids: readonly (number | string)[]): SQL | undefined {
  if (ids.length === 0) return undefined;
  return sql`(entity_type = ${type} and entity_id in ${ids.map(String)})`;
}

/**
 * Replaces the before and after of the audit entries about the records, and of the authority's
 * entries naming one of the values, with a marker. The log is append-only by trigger (migration
 * 0002), which, as that migration says, a purge turns off as the table's owner: `tx` must be the
 * owner's, and the trigger is off only inside it, for the one statement.
 */
export async function scrubAuditEntries(tx: Executor, records: AuditedRecords): Promise<number> {
  const linked = [
    entityIs('case', records.caseIds),
    entityIs('action_diary', records.diaryIds),
    entityIs('action_item', records.itemIds),
    entityIs('warning_note', records.warningNoteIds),
    entityIs('file', records.fileIds),
    entityIs('web_user', records.webUserIds),
  ].filter((part): part is SQL => part !== undefined);
  const values = records.values.filter((value) => value.trim().length >= 3);
  const naming = values.map(
    (value) => sql`(before::text ilike ${likePattern(value)} or after::text ilike ${likePattern(value)})`,
  );
  if (linked.length === 0 && naming.length === 0) return 0;
  const nameMatch =
    naming.length === 0
      ? sql`false`
      : sql`((authority_id = ${records.authorityId} or authority_id is null) and (${sql.join(naming, sql` or `)}))`;
  const linkedMatch = linked.length === 0 ? sql`false` : sql.join(linked, sql` or `);
  await tx.execute(sql`alter table audit_log disable trigger audit_log_refuse_update_delete`);
  const result = await tx.execute(sql`
    update audit_log
    set before = case when before is null then null else ${SCRUBBED} end,
        after = case when after is null then null else ${SCRUBBED} end
    where (before is not null or after is not null)
      and (${linkedMatch} or ${nameMatch})
      and not (before is not distinct from ${SCRUBBED} and after is not distinct from ${SCRUBBED})`);
  await tx.execute(sql`alter table audit_log enable trigger audit_log_refuse_update_delete`);
  return result.rowCount ?? 0;
}
