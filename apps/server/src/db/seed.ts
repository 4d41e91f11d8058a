import { APPLICATION_STATUSES, CHOICE_LISTS, DEFAULT_CHOICES, isOpenStatus } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from './client';
import { applicationStatusMaster, authorities, authorityChoices } from './schema';

/**
 * Makes the status master match the contract's APPLICATION_STATUSES: inserts missing rows and
 * updates changed codes, names, order and openness. Idempotent; unchanged rows are not rewritten.
 * SQL that needs a status's place or whether it ends a case reads it from this table, never a copy.
 */
export async function seedStatusMaster(db: Executor): Promise<void> {
  const table = applicationStatusMaster;
  await db
    .insert(table)
    .values(
      APPLICATION_STATUSES.map(({ id, code, name, sortOrder }) => ({
        id,
        code,
        name,
        sortOrder,
        isOpen: isOpenStatus(id),
      })),
    )
    .onConflictDoUpdate({
      target: table.id,
      set: {
        code: sql`excluded.code`,
        name: sql`excluded.name`,
        sortOrder: sql`excluded.sort_order`,
        isOpen: sql`excluded.is_open`,
      },
      setWhere: sql`(${table.code}, ${table.name}, ${table.sortOrder}, ${table.isOpen})
        is distinct from (excluded.code, excluded.name, excluded.sort_order, excluded.is_open)`,
    });
}

/**
 * Gives an authority (every authority, when none is named) the contract's DEFAULT_CHOICES for each
 * list it has no entry in yet: when it is made, and at start for authorities made before a list
 * existed. Idempotent; a list the authority has begun to keep is left as it is.
 */
export async function seedAuthorityChoices(db: Executor, authorityId?: number): Promise<void> {
  for (const list of CHOICE_LISTS) {
    const defaults = DEFAULT_CHOICES[list].map(({ name, needsText }, index) => ({
      name,
      needsText,
      sortOrder: index + 1,
    }));
    await db.execute(sql`
      insert into ${authorityChoices} (authority_id, list, name, needs_text, sort_order)
      select authority.id, ${list}, entry.name, entry."needsText", entry."sortOrder"
      from ${authorities} authority
      cross join jsonb_to_recordset(${JSON.stringify(defaults)}::jsonb)
        as entry(name text, "needsText" boolean, "sortOrder" integer)
      where ${authorityId === undefined ? sql`true` : sql`authority.id = ${authorityId}`}
        and not exists (
          select 1 from ${authorityChoices} kept
          where kept.authority_id = authority.id and kept.list = ${list}
        )`);
  }
}
