import type { AuthState } from './auth-slice';

type WithAuth = { auth: AuthState };

export const selectAuth = (state: WithAuth): AuthState => state.auth;
export const selectSessionUser = (state: WithAuth) => state.auth.user;
/** Signed in with an access token: what the logged-in area requires (docs/routes.md). */
export const selectHasSession = (state: WithAuth): boolean =>
  state.auth.isLoggedIn && Boolean(state.auth.user?.access_token);
