import { describe, expect, it } from 'vitest';
import {
  keyedStoreSlice,
  mergeKeyedStore,
  removeKeyedStoreEntry,
  replaceKeyedStore,
  resetKeyedStore,
  setKeyedStoreProperty,
} from './keyed-store-slice';

const reduce = keyedStoreSlice.reducer;
const start = { caseList: { page: 2, sort: 'asc' }, other: { open: true } };

describe('the generic keyed store', () => {
  it('starts empty and resets to empty', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({});
    expect(reduce(start, resetKeyedStore())).toEqual({});
  });

  it('replaces the whole store', () => {
    expect(reduce(start, replaceKeyedStore({ only: 1 }))).toEqual({ only: 1 });
  });

  it('merges at the top level', () => {
    expect(reduce(start, mergeKeyedStore({ values: { added: 'yes' } }))).toEqual({ ...start, added: 'yes' });
  });

  it('merges into the entry at a property key, creating it if missing', () => {
    expect(reduce(start, mergeKeyedStore({ key: 'caseList', values: { page: 3 } })).caseList).toEqual({
      page: 3,
      sort: 'asc',
    });
    expect(reduce(start, mergeKeyedStore({ key: 'fresh', values: { a: 1 } })).fresh).toEqual({ a: 1 });
  });

  it('sets one property under a parent key', () => {
    const next = reduce(start, setKeyedStoreProperty({ parentKey: 'other', property: 'open', value: false }));
    expect(next).toEqual({ caseList: start.caseList, other: { open: false } });
  });

  it('removes a parent key', () => {
    expect(reduce(start, removeKeyedStoreEntry('caseList'))).toEqual({ other: { open: true } });
  });
});
