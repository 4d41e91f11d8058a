import { API_PREFIX, PENDING_SIGN_IN_MINUTES, sessionEndpoints } from '@casekeeper/contract';
import { shortLivedCookie } from '../../platform/http/short-lived-cookie';

/**
 * The pending sign-in goes to the calls under `/api/login` alone (`/login/pending`,
 * `/login/second-factor`, `/login/enrol/…`), never readable by script, for a few minutes.
 */
const pendingSignInCookie = shortLivedCookie({
  name: 'casekeeper_pending_sign_in',
  path: `${API_PREFIX}${sessionEndpoints.login.path}`,
  maxAgeSeconds: PENDING_SIGN_IN_MINUTES * 60,
});

export const {
  set: setPendingSignInCookie,
  read: readPendingSignInCookie,
  clear: clearPendingSignInCookie,
} = pendingSignInCookie;
