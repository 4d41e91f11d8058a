import {
  CASE_MASTER_STORAGE_KEY,
  PERSIST_KEY,
  PERSIST_PREFIX,
  USER_STORAGE_KEY,
  type SessionUser,
} from '@casekeeper/contract';

/**
 * The user session kept in local storage under the key `user`. The
 * Authorization header, the initial auth state and the theme all read it from here.
 */
export const PERSISTED_STATE_KEY = `${PERSIST_PREFIX}${PERSIST_KEY}`;
export const EMPTY_TOKEN_DATA_MESSAGE = 'Token data cannot be empty';

type StoredUserListener = (user: SessionUser | null) => void;
const listeners = new Set<StoredUserListener>();

function isSessionUser(value: unknown): value is SessionUser {
  return typeof value === 'object' && value !== null && 'user_type' in value && 'access_token' in value;
}

function parse(raw: string | null): SessionUser | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isSessionUser(value) ? value : null;
  } catch {
    return null;
  }
}

function notify(user: SessionUser | null): void {
  for (const listener of listeners) listener(user);
}

export function readStoredUser(): SessionUser | null {
  return parse(localStorage.getItem(USER_STORAGE_KEY));
}

export function writeStoredUser(user: SessionUser): void {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  notify(user);
}

export function clearStoredUser(): void {
  localStorage.removeItem(USER_STORAGE_KEY);
  notify(null);
}

/** What logout leaves behind: neither the saved user, nor the case master, nor the persisted client state. */
export function clearStoredSession(): void {
  localStorage.removeItem(PERSISTED_STATE_KEY);
  localStorage.removeItem(CASE_MASTER_STORAGE_KEY);
  clearStoredUser();
}

/**
 * The token setter: merges fresh token data (access_token and any other session fields)
 * into the stored user. Empty token data is refused.
 */
export function setTokenData(tokenData: Partial<SessionUser> | null | undefined): SessionUser {
  if (!tokenData || Object.keys(tokenData).length === 0) {
    throw new Error(EMPTY_TOKEN_DATA_MESSAGE);
  }
  // A partial update with no stored user yet still stores what it was given.
  const merged = { ...readStoredUser(), ...tokenData } as SessionUser;
  writeStoredUser(merged);
  return merged;
}

/** The second login flow's failure: the stored user loses its access and refresh tokens. */
export function clearStoredTokens(): void {
  const user = readStoredUser();
  if (!user) return;
  const rest: Partial<SessionUser> = { ...user };
  delete rest.access_token;
  delete rest.refresh_token;
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(rest));
  notify(null);
}

/** Calls `listener` whenever the stored user changes, in this tab or (through `storage` events) another. */
export function subscribeToStoredUser(listener: StoredUserListener): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === USER_STORAGE_KEY || event.key === null) listener(parse(event.newValue));
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
