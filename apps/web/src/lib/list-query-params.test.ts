import { describe, expect, it } from 'vitest';
import { readListQuery, writeListQuery, type ListQuery } from './list-query-params';

const defaults = { sortColumns: ['lastName', 'email'] as const, defaultSort: 'lastName' as const };
const read = (search: string) => readListQuery(new URLSearchParams(search), defaults);

describe('a list query in the address', () => {
  it('reads the defaults from a plain address', () => {
    expect(read('')).toEqual({
      pageNo: 1,
      pageSize: 10,
      search: '',
      status: 'all',
      sortCol: 'lastName',
      sortDir: 'asc',
    });
  });

  it('reads search, status, page, page size and sort', () => {
    expect(read('search=ann&status=inactive&page=3&pageSize=25&sort=-email')).toEqual({
      pageNo: 3,
      pageSize: 25,
      search: 'ann',
      status: 'inactive',
      sortCol: 'email',
      sortDir: 'desc',
    });
  });

  it('falls back to the defaults for values it does not understand', () => {
    expect(read('status=gone&page=0&pageSize=5000&sort=-password')).toEqual(read(''));
    expect(read('page=abc').pageNo).toBe(1);
  });

  it('writes only what differs from the defaults, and keeps other parameters', () => {
    const query: ListQuery<'lastName' | 'email'> = { ...read(''), search: 'ann', pageNo: 2, sortDir: 'desc' };
    const written = writeListQuery(new URLSearchParams('tab=x&page=9'), query, defaults);
    expect(written.toString()).toBe('tab=x&page=2&search=ann&sort=-lastName');
    expect(readListQuery(written, defaults)).toEqual(query);
  });
});
