import { describe, expect, it } from 'vitest';
import {
  bookmarkFilterSlice,
  clearBookmarkFilterId,
  setBookmarkFilterId,
  triggerBookmarkFilter,
} from './bookmark-filter-slice';

const reduce = bookmarkFilterSlice.reducer;

describe('the bookmark filter slice', () => {
  it('starts with no filter and a zero trigger', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({ bookmarkFilterId: null, triggerKey: 0 });
  });

  it('sets and clears the filter id (to null)', () => {
    const set = reduce(undefined, setBookmarkFilterId(12));
    expect(set.bookmarkFilterId).toBe(12);
    expect(reduce(set, clearBookmarkFilterId()).bookmarkFilterId).toBeNull();
  });

  it('bumps the trigger key by one each time, keeping the id', () => {
    const once = reduce({ bookmarkFilterId: 3, triggerKey: 0 }, triggerBookmarkFilter());
    expect(reduce(once, triggerBookmarkFilter())).toEqual({ bookmarkFilterId: 3, triggerKey: 2 });
  });
});
