import { createSlice } from '@reduxjs/toolkit';

/** The form-state slice of spec section 3: present, and empty. */
export type FormState = Record<string, never>;

const initialState: FormState = {};

export const formStateSlice = createSlice({
  name: 'formState',
  initialState,
  reducers: {},
});
