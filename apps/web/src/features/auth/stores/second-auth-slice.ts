import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { logout, registerFail, registerSuccess, secondProviderLoginFail } from './auth-actions';

/** The case master record of the second login flow; its fields arrive with that flow. */
export type CaseMaster = Record<string, unknown>;

/** The second auth slice: the same fields as the first, for the second login flow. */
export type SecondAuthState = {
  isLoggedIn: boolean;
  user: CaseMaster | null;
};

const initialState: SecondAuthState = { isLoggedIn: false, user: null };

export const secondAuthSlice = createSlice({
  name: 'secondAuth',
  initialState,
  reducers: {
    secondLoginSuccess: (state, action: PayloadAction<CaseMaster>) => {
      state.isLoggedIn = true;
      state.user = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(registerSuccess, (state) => {
        state.isLoggedIn = false;
      })
      .addCase(registerFail, (state) => {
        state.isLoggedIn = false;
      })
      .addCase(secondProviderLoginFail, (state) => {
        state.isLoggedIn = false;
        state.user = null;
      })
      .addCase(logout, (state) => {
        state.isLoggedIn = false;
        state.user = null;
      });
  },
});

export const { secondLoginSuccess } = secondAuthSlice.actions;
