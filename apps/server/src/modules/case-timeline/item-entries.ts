import type { CaseTimelineKind } from '@casekeeper/contract';
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { actionDiaries, actionItems, auditLog, files, webUsers } from '../../db/schema';
import { keyOf, newestFirst, olderThan } from './timeline-cursor';
import { nameOf, type SourceRead, type TimelineRow } from './timeline-source';

/**
 * What an added item is on the timeline: what the applicant sent (marked so when sent, whatever
 * becomes of the account) is a message or a document, a file a member of staff filed is a
 * document, anything else a diary entry.
 */
const addedKind: SQL<CaseTimelineKind> = sql<CaseTimelineKind>`case
  when ${actionItems.fromApplicant} and ${actionItems.kind} = 'FILE' then 'document'
  when ${actionItems.fromApplicant} then 'message'
  when ${actionItems.kind} = 'FILE' then 'document'
  else 'diary' end`;

const ofTheCase = (read: SourceRead) =>
  and(eq(actionItems.authorityId, read.authorityId), eq(actionItems.caseId, read.caseId));

const MESSAGE_SHOWN = 300;

/** The items added to the case's diaries, with who added them. */
export async function addedItemEntries(db: Executor, read: SourceRead): Promise<TimelineRow[]> {
  const kinds = (['diary', 'document', 'message'] as const).filter((kind) => read.kinds.has(kind));
  if (kinds.length === 0) return [];
  const key = keyOf('item-added', actionItems.id);
  const rows = await db
    .select({
      key,
      id: actionItems.id,
      kind: addedKind,
      itemKind: actionItems.kind,
      at: actionItems.createdAt,
      who: nameOf(webUsers),
      fromApplicant: actionItems.fromApplicant,
      diaryTitle: actionDiaries.title,
      prefix: actionItems.prefix,
      description: actionItems.description,
      text: sql<string | null>`left(${actionItems.textBody}, ${MESSAGE_SHOWN + 1})`,
      fileName: files.originalName,
    })
    .from(actionItems)
    .innerJoin(actionDiaries, eq(actionDiaries.id, actionItems.diaryId))
    .innerJoin(webUsers, eq(webUsers.id, actionItems.createdById))
    .leftJoin(files, eq(files.id, actionItems.fileId))
    .where(
      and(
        ofTheCase(read),
        sql`${addedKind} in (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})`,
        olderThan(actionItems.createdAt, key, read.cursor),
      ),
    )
    .orderBy(...newestFirst(actionItems.createdAt, key))
    .limit(read.limit);
  return rows.map((row) => ({
    key: row.key,
    kind: row.kind,
    at: row.at,
    who: row.who,
    what: row.fromApplicant
      ? row.itemKind === 'FILE'
        ? 'The applicant sent a document'
        : 'The applicant sent a message'
      : row.itemKind === 'FILE'
        ? `File added to the diary "${row.diaryTitle}"`
        : `Action added to the diary "${row.diaryTitle}"`,
    detail:
      row.fromApplicant && row.itemKind === 'TEXT'
        ? clipped(row.text ?? '')
        : [`${row.prefix} - ${row.description}`, row.fileName].filter(Boolean).join(' · '),
    changes: [],
    link: { to: 'actionItem', id: row.id, itemKind: row.itemKind },
  }));
}

const clipped = (text: string) => (text.length > MESSAGE_SHOWN ? `${text.slice(0, MESSAGE_SHOWN)}…` : text);

/** Who completed an item: the last completion the audit log holds of it. */
const completedBy = sql<string | null>`(select concat_ws(' ', u.first_name, u.last_name)
  from ${auditLog} a join ${webUsers} u on u.id = a.actor_id
  where a.entity_type = 'action_item' and a.entity_id = ${actionItems.id}::text
    and a.action = 'action-item.complete'
  order by a.occurred_at desc limit 1)`;

/** The items of the case completed (and not reopened since), at the time they were completed. */
export async function completedItemEntries(db: Executor, read: SourceRead): Promise<TimelineRow[]> {
  if (!read.kinds.has('diary')) return [];
  const key = keyOf('item-done', actionItems.id);
  const rows = await db
    .select({
      key,
      id: actionItems.id,
      itemKind: actionItems.kind,
      at: sql<Date>`${actionItems.completedAt}`.mapWith(actionItems.completedAt),
      who: completedBy,
      diaryTitle: actionDiaries.title,
      prefix: actionItems.prefix,
      description: actionItems.description,
    })
    .from(actionItems)
    .innerJoin(actionDiaries, eq(actionDiaries.id, actionItems.diaryId))
    .where(
      and(
        ofTheCase(read),
        isNotNull(actionItems.completedAt),
        olderThan(actionItems.completedAt, key, read.cursor),
      ),
    )
    .orderBy(...newestFirst(actionItems.completedAt, key))
    .limit(read.limit);
  return rows.map((row) => ({
    key: row.key,
    kind: 'diary',
    at: row.at,
    who: row.who,
    what: `Action completed in the diary "${row.diaryTitle}"`,
    detail: `${row.prefix} - ${row.description}`,
    changes: [],
    link: { to: 'actionItem', id: row.id, itemKind: row.itemKind },
  }));
}
