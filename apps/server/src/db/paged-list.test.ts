import { eq, or, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app';
import type { Executor } from './client';
import { containsPattern } from './list-helpers';
import { findPage, type ListSource } from './paged-list';
import { authorities } from './schema';

const context = useTestApp();

/** A list of this test's authorities, the way a repository declares one. */
function selectAuthorities(db: Executor, where: SQL | undefined) {
  return db
    .select({ id: authorities.id, name: authorities.name, isActive: authorities.isActive })
    .from(authorities)
    .where(where)
    .$dynamic();
}

const list: ListSource<'name' | 'isActive', ReturnType<typeof selectAuthorities>> = {
  select: selectAuthorities,
  sorts: { name: [authorities.name, 'text'], isActive: [authorities.isActive, 'other'] },
  id: authorities.id,
  search: (term) => (term === '' ? undefined : or(sql`${authorities.name} ilike ${containsPattern(term)}`)),
  isActive: authorities.isActive,
};

const NAMES = ['alpha', 'Beta', 'gamma 100%', 'delta_x', 'deltaXx', 'epsilon'];
const scope = sql`${authorities.shortCode} like 'PL%'`;
const query = {
  pageNo: 1,
  pageSize: 10,
  search: '',
  sortCol: 'name' as const,
  sortDir: 'asc' as const,
  status: 'all' as const,
};
const names = (rows: { name: string }[]) => rows.map((row) => row.name);

beforeAll(async () => {
  await context.db.insert(authorities).values(
    NAMES.map((name, index) => ({
      name,
      shortCode: `PL${String.fromCharCode(65 + index)}`,
      addressLine1: '1 High Street',
      town: 'Ambridge',
      postCode: 'B33 8TH',
      contactEmail: `pl${index}@council.gov.uk`,
      contactPhone: '01632 960 000',
      isActive: index % 2 === 0,
    })),
  );
});

describe('findPage', () => {
  it('sorts by the allowed column, case-insensitively, within the scope, and counts every match', async () => {
    const page = await findPage(context.db, list, query, scope);
    expect(names(page.rows)).toEqual(['alpha', 'Beta', 'delta_x', 'deltaXx', 'epsilon', 'gamma 100%']);
    expect(page.total).toBe(6);
  });

  it('pages without overlap or gaps, the total staying the same on every page', async () => {
    const first = await findPage(context.db, list, { ...query, pageSize: 4, sortDir: 'desc' }, scope);
    const second = await findPage(
      context.db,
      list,
      { ...query, pageSize: 4, pageNo: 2, sortDir: 'desc' },
      scope,
    );
    expect([...names(first.rows), ...names(second.rows)]).toEqual([
      'gamma 100%',
      'epsilon',
      'deltaXx',
      'delta_x',
      'Beta',
      'alpha',
    ]);
    expect([first.total, second.total]).toEqual([6, 6]);
  });

  it('takes % and _ in a search literally', async () => {
    expect(names((await findPage(context.db, list, { ...query, search: '_' }, scope)).rows)).toEqual([
      'delta_x',
    ]);
    expect(names((await findPage(context.db, list, { ...query, search: '0%' }, scope)).rows)).toEqual([
      'gamma 100%',
    ]);
  });

  it('filters by the active flag', async () => {
    const inactive = await findPage(context.db, list, { ...query, status: 'inactive' }, scope);
    expect(names(inactive.rows)).toEqual(['Beta', 'delta_x', 'epsilon']);
    expect(inactive.total).toBe(3);
    const one = await findPage(context.db, list, query, eq(authorities.shortCode, 'PLA'));
    expect(one).toEqual({ rows: [expect.objectContaining({ name: 'alpha' })], total: 1 });
  });
});
