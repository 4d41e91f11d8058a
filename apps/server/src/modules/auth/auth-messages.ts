/** Messages the auth calls answer with; the web client shows them as they are (docs/routes.md, errors). */
export const AUTH_MESSAGES = {
  signedIn: 'You are signed in.',
  secondFactorNeeded: 'Finish signing in with a second factor.',
  invalidCredentials: 'The e-mail address or password is incorrect.',
  accountInactive: 'This account has been deactivated. Please contact your administrator.',
  authorityInactive: "Your authority's account is not active. Please contact your administrator.",
  locked: (wait: string) =>
    `Too many failed attempts. This account is locked for ${wait}; please try again after that.`,
  sessionEnded: 'Your session has ended. Please sign in again.',
  refreshed: 'Your session has been renewed.',
  signedOut: 'You have signed out.',
  forgotPassword: 'If an account exists for that e-mail address, we have sent a link to reset the password.',
  resetLinkInvalid: 'This password reset link is invalid, already used or expired. Please ask for a new one.',
  passwordReset: 'Your password has been changed. You can now sign in with it.',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  currentPasswordWrong: 'Your current password is incorrect',
  currentPasswordMissing: 'Enter your current password',
  samePassword: 'Choose a password different from your current one',
} as const;

/** "45 seconds", "1 minute", "15 minutes": how long to wait, in words, rounded up. */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} second${whole === 1 ? '' : 's'}`;
  const minutes = Math.ceil(whole / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
