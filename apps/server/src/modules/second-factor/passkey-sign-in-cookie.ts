import { API_PREFIX, PASSKEY_CHALLENGE_MINUTES, sessionEndpoints } from '@casekeeper/contract';
import { shortLivedCookie } from '../../platform/http/short-lived-cookie';

/**
 * The challenge of a sign-in with a passkey alone belongs to the browser it was issued to: its
 * token goes to the calls under `/api/login` alone, never readable by script, for a few minutes.
 */
const passkeySignInCookie = shortLivedCookie({
  name: 'casekeeper_passkey_sign_in',
  path: `${API_PREFIX}${sessionEndpoints.login.path}`,
  maxAgeSeconds: PASSKEY_CHALLENGE_MINUTES * 60,
});

export const {
  set: setPasskeySignInCookie,
  read: readPasskeySignInCookie,
  clear: clearPasskeySignInCookie,
} = passkeySignInCookie;
