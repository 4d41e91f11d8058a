// What other modules may use of signing in and sessions; the rest of auth/ is its own business.
export { accountRefusal, findAccountByEmail, findAccountById, type Account } from './account-repository';
export { assertPasswordPolicy } from './assert-password-policy';
export { authDeps, type AuthDeps, type IssuedSession, type SignedInSession } from './auth-deps';
export { AUTH_MESSAGES, waitInWords } from './auth-messages';
export type { FinishFirstFactor, FirstFactorOutcome, FirstFactorStep } from './first-factor';
export { answerFirstFactor, answerSignedIn } from './first-factor-answer';
export { guessUnderLockout, type GuessResult } from './guess-under-lockout';
export { DEVICE_MEMORY_DAYS, readDeviceCookie, setDeviceCookie } from './known-devices';
export { login } from './login';
export { openSignIn } from './open-sign-in';
export { passwordResetMail } from './password-reset-mail';
export { passwordRoutes } from './password.routes';
export {
  clearPendingSignInCookie,
  readPendingSignInCookie,
  setPendingSignInCookie,
} from './pending-sign-in-cookie';
export { issueRefreshToken, revokeFamily, spendLiveTokens, startSessionFamily } from './refresh-tokens';
export { revokeAllSessions } from './revoke-all-sessions';
export { clearRefreshCookie, setRefreshCookie } from './session-cookie';
export { sessionRoutes } from './session.routes';
export { signSessionUser } from './session-user';
export { AUDITED_AS, type SignInDoor } from './sign-in-doors';
export { startSignedInSession } from './start-signed-in-session';
export { verifyCurrentPassword } from './verify-current-password';
