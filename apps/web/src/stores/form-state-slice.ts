import { createSlice } from '@reduxjs/toolkit';

/** The form-state slice: present, and empty. */
export type FormState = Record<string, never>;

const initialState: FormState = {};

export const formStateSlice = createSlice({
  name: 'formState',
  initialState,
  reducers: {},
});
