import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A generic store of values under string keys. */
export type KeyedStoreState = Record<string, unknown>;
type Entry = Record<string, unknown>;

const initialState: KeyedStoreState = {};

function asEntry(value: unknown): Entry {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Entry) : {};
}

export const keyedStoreSlice = createSlice({
  name: 'keyedStore',
  initialState,
  reducers: {
    /** Empties the store. */
    resetKeyedStore: () => ({}),
    /** Replaces the whole store. */
    replaceKeyedStore: (_state, action: PayloadAction<KeyedStoreState>) => action.payload,
    /** Merges values at the top level, or into the entry under `key` when one is given. */
    mergeKeyedStore: (state, action: PayloadAction<{ key?: string; values: Entry }>) => {
      const { key, values } = action.payload;
      if (key === undefined) {
        Object.assign(state, values);
      } else {
        state[key] = { ...asEntry(state[key]), ...values };
      }
    },
    /** Sets one property of the entry under `parentKey`, creating the entry if need be. */
    setKeyedStoreProperty: (
      state,
      action: PayloadAction<{ parentKey: string; property: string; value: unknown }>,
    ) => {
      const { parentKey, property, value } = action.payload;
      state[parentKey] = { ...asEntry(state[parentKey]), [property]: value };
    },
    /** Removes the entry under `parentKey`. */
    removeKeyedStoreEntry: (state, action: PayloadAction<string>) =>
      Object.fromEntries(Object.entries(state).filter(([key]) => key !== action.payload)),
  },
});

export const {
  resetKeyedStore,
  replaceKeyedStore,
  mergeKeyedStore,
  setKeyedStoreProperty,
  removeKeyedStoreEntry,
} = keyedStoreSlice.actions;
