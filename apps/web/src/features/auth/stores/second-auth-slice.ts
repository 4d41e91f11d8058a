import type { CaseMaster } from '@casekeeper/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { logout, registerFail, registerSuccess, secondProviderLoginFail } from './auth-actions';
import { setLoggedOut, setLoggedOutKeepingUser } from './session-flags';

/** The second auth slice: the same fields as the first, for the second login flow (the applicant portal's). */
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
      .addCase(registerSuccess, setLoggedOutKeepingUser)
      .addCase(registerFail, setLoggedOutKeepingUser)
      .addCase(secondProviderLoginFail, setLoggedOut)
      .addCase(logout, setLoggedOut);
  },
});

export const { secondLoginSuccess } = secondAuthSlice.actions;
