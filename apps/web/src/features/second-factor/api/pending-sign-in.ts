import {
  endpointPath,
  secondFactorSignInEndpoints,
  type EnrolledSignIn,
  type Envelope,
  type PendingSignIn,
  type SecondFactorRequest,
  type SessionUser,
  type TotpCodeRequest,
  type TotpEnrolment,
} from '@casekeeper/contract';
import { publicClient } from '@/lib/api/public-client';

const { pending, verify, startEnrolment, confirmEnrolment } = secondFactorSignInEndpoints;

/** GET /login/pending: how the pending sign-in (its HttpOnly cookie) may be finished, and whose it is. */
export async function getPendingSignIn(): Promise<PendingSignIn> {
  const { data } = await publicClient.get<Envelope<PendingSignIn>>(endpointPath(pending));
  return data.data;
}

/** POST /login/second-factor: the session, its cookies set, and the server's words about it. */
export async function postSecondFactor(
  request: SecondFactorRequest,
): Promise<{ user: SessionUser; message: string }> {
  const { data } = await publicClient.post<Envelope<SessionUser>>(endpointPath(verify), request);
  return { user: data.data, message: data.message };
}

/** POST /login/enrol/totp: a new authenticator app's secret, URI and QR code. */
export async function postStartEnrolment(): Promise<TotpEnrolment> {
  const { data } = await publicClient.post<Envelope<TotpEnrolment>>(endpointPath(startEnrolment));
  return data.data;
}

/** POST /login/enrol/totp/confirm: the session and the recovery codes, shown once. */
export async function postConfirmEnrolment(request: TotpCodeRequest): Promise<EnrolledSignIn> {
  const { data } = await publicClient.post<Envelope<EnrolledSignIn>>(endpointPath(confirmEnrolment), request);
  return data.data;
}
