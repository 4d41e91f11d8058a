import { toast } from 'react-toastify';
import { toApiFailure } from '@/lib/api/api-failure';
import type { ConfirmRequest } from './confirm-dialog';

type Invitee = { name: string; email: string };

/** Asks before mailing someone a new invitation, then says what the server answered. */
export function resendInvitationConfirmation(
  { name, email }: Invitee,
  send: () => Promise<string>,
): ConfirmRequest {
  return {
    title: `Send ${name} a new invitation?`,
    message: `${email} will be e-mailed a new link to choose a password. Links sent before will stop working.`,
    confirmLabel: 'Send invitation',
    onConfirm: async () => {
      const message = await send().catch((error: unknown) => {
        throw new Error(toApiFailure(error).message);
      });
      toast.success(message);
    },
  };
}
