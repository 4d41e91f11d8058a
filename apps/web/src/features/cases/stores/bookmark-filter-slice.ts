import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type BookmarkFilterState = {
  bookmarkFilterId: number | null;
  /** Bumped to make the case list apply the filter again. */
  triggerKey: number;
};

const initialState: BookmarkFilterState = { bookmarkFilterId: null, triggerKey: 0 };

export const bookmarkFilterSlice = createSlice({
  name: 'bookmarkFilter',
  initialState,
  reducers: {
    setBookmarkFilterId: (state, action: PayloadAction<number>) => {
      state.bookmarkFilterId = action.payload;
    },
    clearBookmarkFilterId: (state) => {
      state.bookmarkFilterId = null;
    },
    triggerBookmarkFilter: (state) => {
      state.triggerKey += 1;
    },
  },
});

export const { setBookmarkFilterId, clearBookmarkFilterId, triggerBookmarkFilter } =
  bookmarkFilterSlice.actions;
