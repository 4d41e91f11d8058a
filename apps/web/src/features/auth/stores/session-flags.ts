/** The fields both auth slices have: whether someone is logged in, and who. */
type SessionFlags = { isLoggedIn: boolean; user: unknown };

/** Logged out, and the user forgotten. */
export function setLoggedOut(state: SessionFlags): void {
  state.isLoggedIn = false;
  state.user = null;
}

/** Logged out while keeping the user: what the register actions do. */
export function setLoggedOutKeepingUser(state: SessionFlags): void {
  state.isLoggedIn = false;
}
