import type { AcceptInvitationRequest } from '@casekeeper/contract';
import { toast } from 'react-toastify';
import { useNavigate } from 'react-router';
import { InvitationPage } from '@/features/invitations/pages/invitation-page';
import { acceptInvitationWithStore } from '../session/accept-invitation-with-store';
import { landingPathFor } from './home-path';

/** /invitation: the invitation page, wired to the store; once the password is set, home. */
export function InvitationRoute() {
  const navigate = useNavigate();

  const accept = async (request: AcceptInvitationRequest) => {
    const user = await acceptInvitationWithStore(request);
    toast.success('Your password is set. Welcome to Casekeeper.');
    await navigate(landingPathFor(user), { replace: true });
  };

  return <InvitationPage accept={accept} />;
}
