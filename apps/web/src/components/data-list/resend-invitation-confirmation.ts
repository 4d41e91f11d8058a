import type { ConfirmRequest } from './confirm-dialog';
import { announced } from './record-confirmations';

type Invitee = { name: string; email: string };

/** Asks before mailing someone a new invitation, then says what the server answered. */
export function resendInvitationConfirmation(
  { name, email }: Invitee,
  send: () => Promise<{ message: string }>,
): ConfirmRequest {
  return {
    title: `Send ${name} a new invitation?`,
    message: `${email} will be e-mailed a new link to choose a password. Links sent before will stop working.`,
    confirmLabel: 'Send invitation',
    onConfirm: announced(send),
  };
}
