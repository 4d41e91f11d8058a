import type { AcceptInvitationRequest, SessionUser } from '@casekeeper/contract';
import { loginSuccess } from '@/features/auth/stores/auth-actions';
import { postAcceptInvitation } from '@/features/invitations/api/accept-invitation';
import { toApiFailure } from '@/lib/api/api-failure';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { writeStoredUser } from '@/lib/session/stored-user';
import { getAppStore } from '../store/app-store';

/** Accepts an invitation and keeps the session it answers, exactly as a sign-in does. */
export async function acceptInvitationWithStore(request: AcceptInvitationRequest): Promise<SessionUser> {
  let user: SessionUser;
  try {
    user = await postAcceptInvitation(request);
  } catch (error) {
    throw new SubmitFailure(toApiFailure(error));
  }
  writeStoredUser(user);
  getAppStore().store.dispatch(loginSuccess(user));
  return user;
}
