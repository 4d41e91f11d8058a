import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actionItemDismissals, actionItems, cases } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { createTestItem } from '../../test/diaries';

const context = useTestApp();
const people = useCaseWorkers(context);

/** Each item of the officer's case: its flag, and whether its current officer has a dismissal of it. */
async function flags() {
  const result = await context.db.execute<{ id: number; flag: boolean; dismissed: boolean }>(sql`
    select i.id, i.dismissed_by_officer as flag,
      exists (select from action_item_dismissals d
              where d.web_user_id = i.assigned_officer_id and d.action_item_id = i.id) as dismissed
    from action_items i where i.authority_id = ${people.authorityId} and i.case_id = ${people.caseOf.officer}
    order by i.id`);
  return result.rows;
}

async function flagOf(id: number) {
  return (await flags()).find((row) => row.id === id)?.flag;
}

const dismiss = (webUserId: number, actionItemId: number) =>
  context.db
    .insert(actionItemDismissals)
    .values({ webUserId, actionItemId, authorityId: people.authorityId });

const assignCaseTo = (officerId: number) =>
  context.db.update(cases).set({ assignedOfficerId: officerId }).where(eq(cases.id, people.caseOf.officer));

describe('action_items.dismissed_by_officer (migration 0021)', () => {
  it("stays equal to whether the item's officer has dismissed it, through every kind of write", async () => {
    const { officer, colleague } = people;
    const on = {
      authorityId: people.authorityId,
      caseId: people.caseOf.officer,
      diaryId: people.officersDiary,
      createdById: officer.id,
    };
    const first = await createTestItem(context.db, on);
    const second = await createTestItem(context.db, on);
    expect(await flagOf(first)).toBe(false);

    await dismiss(officer.id, first);
    expect(await flagOf(first)).toBe(true);
    expect(await flagOf(second)).toBe(false);

    // Another user's dismissal hides nothing from the officer.
    await dismiss(colleague.id, second);
    expect(await flagOf(second)).toBe(false);

    await assignCaseTo(colleague.id);
    expect(await flagOf(first)).toBe(false);
    expect(await flagOf(second)).toBe(true);

    await context.db.update(cases).set({ deletedAt: new Date() }).where(eq(cases.id, people.caseOf.officer));
    expect(await flagOf(second)).toBe(false);
    await context.db.update(cases).set({ deletedAt: null }).where(eq(cases.id, people.caseOf.officer));
    expect(await flagOf(second)).toBe(true);

    await assignCaseTo(officer.id);
    expect(await flagOf(first)).toBe(true);
    expect(await flagOf(second)).toBe(false);

    // The flag cannot be set by hand: the rule decides.
    await context.db.update(actionItems).set({ dismissedByOfficer: false }).where(eq(actionItems.id, first));
    expect(await flagOf(first)).toBe(true);

    await context.db
      .delete(actionItemDismissals)
      .where(
        and(eq(actionItemDismissals.webUserId, officer.id), eq(actionItemDismissals.actionItemId, first)),
      );
    expect(await flagOf(first)).toBe(false);

    for (const row of await flags()) expect(row.flag, `item ${row.id}`).toBe(row.dismissed);
  });
});
