import { describe, expect, it } from 'vitest';
import { readCaseListView } from './case-list-address';
import { pageAfterMove } from './case-list-page-move';

const onPage = (pageNo: number) => readCaseListView(new URLSearchParams(`page=${pageNo}&pageSize=10`));
const cursors = { next: 'after-page-5', prev: 'before-page-5' };

describe('where a pager button goes', () => {
  it('goes to the page either side from the cursors of the page on screen', () => {
    expect(pageAfterMove('next', onPage(5), cursors, 1_234)).toEqual({ pageNo: 6, cursor: 'after-page-5' });
    expect(pageAfterMove('previous', onPage(5), cursors, 1_234)).toEqual({
      pageNo: 4,
      cursor: 'before-page-5',
    });
  });

  it('goes to the first and the last page by number, the last counted from the total', () => {
    expect(pageAfterMove('first', onPage(5), cursors, 1_234)).toEqual({ pageNo: 1, cursor: null });
    expect(pageAfterMove('last', onPage(5), cursors, 1_234)).toEqual({ pageNo: 124, cursor: null });
    expect(pageAfterMove('last', onPage(1), null, 1_230)).toEqual({ pageNo: 123, cursor: null });
    expect(pageAfterMove('last', onPage(1), null, 0)).toEqual({ pageNo: 1, cursor: null });
  });

  it('stays put on Next or Previous while the page on screen is still on its way', () => {
    expect(pageAfterMove('next', onPage(5), null, 1_234)).toBeNull();
    expect(pageAfterMove('previous', onPage(5), null, 1_234)).toBeNull();
  });

  it('goes by number where the server gave no cursor', () => {
    expect(pageAfterMove('next', onPage(5), { next: null, prev: null }, 1_234)).toEqual({
      pageNo: 6,
      cursor: null,
    });
  });
});
