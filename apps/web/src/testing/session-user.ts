import { REFRESH_TOKEN_IN_COOKIE, USER_STORAGE_KEY, type SessionUser } from '@casekeeper/contract';

/** A session user as the server answers it, with any field overridden. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    access_token: 'access-token-1',
    refresh_token: REFRESH_TOKEN_IN_COOKIE,
    user_type: 'ADMIN',
    role: null,
    first_name: 'Priya',
    webUserId: 1,
    auth_id: null,
    themeMode: 'dark',
    impersonating: false,
    expires_in: 600,
    ...overrides,
  };
}

/** Puts a signed-in user in local storage, as a sign-in would. */
export function storeSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const user = sessionUser(overrides);
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  return user;
}
