/**
 * The first name of the platform admin behind an impersonation, for the banner. The session the
 * server answers names only the user being impersonated, so the admin's name is noted here
 * before the switch.
 */
const IMPERSONATOR_KEY = 'impersonator';

export function rememberImpersonator(firstName: string): void {
  sessionStorage.setItem(IMPERSONATOR_KEY, firstName);
}

export function readImpersonator(): string | null {
  return sessionStorage.getItem(IMPERSONATOR_KEY);
}

export function forgetImpersonator(): void {
  sessionStorage.removeItem(IMPERSONATOR_KEY);
}
