import type { ApplicantAccess } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '@/components/data-list/confirm-dialog';
import { useConfirm } from '@/components/data-list/use-confirm';
import { SectionCard } from '@/components/section-card';
import { toApiFailure } from '@/lib/api/api-failure';
import { formatDateTime } from '@/lib/format-date';
import {
  useGetApplicantAccessQuery,
  useInviteApplicantMutation,
  useRevokeApplicantAccessMutation,
} from '../api/applicant-access-api';

type ApplicantAccessPanelProps = {
  caseId: number;
  clientName: string;
  /** The client's e-mail address on the case now (an invitation goes there). */
  clientEmail: string | null;
};

/** Whose account holds the access: the name on it and its address. */
const holder = (access: ApplicantAccess) =>
  access.name ? `The account of ${access.name} (${access.email ?? ''})` : (access.email ?? '');

/** What the access is, in a sentence an officer can read out to the client on the phone. */
function describe(access: ApplicantAccess, clientName: string): string {
  switch (access.state) {
    case 'none':
      return `${clientName} cannot follow this case online yet.`;
    case 'invited':
      return `An invitation was sent to ${access.email ?? ''} on ${formatDateTime(access.invitedAt)}. ${
        access.invitationExpiresAt
          ? `They can follow the case once they open its link, which works until ${formatDateTime(access.invitationExpiresAt)}.`
          : 'Its link has expired: send it again.'
      }`;
    case 'active':
      return `${holder(access)} can follow this case online. ${
        access.lastSignInAt ? `Last signed in ${formatDateTime(access.lastSignInAt)}.` : 'Not signed in yet.'
      }`;
    case 'revoked':
      return `Access revoked: ${access.email ?? ''} can no longer sign in to follow this case.`;
  }
}

const INVITE_LABELS: Record<ApplicantAccess['state'], string> = {
  none: 'Invite applicant',
  invited: 'Send invitation again',
  active: 'Send sign-in details again',
  revoked: 'Invite again',
};

/**
 * The case page's "Applicant access": whether the client may follow the case in the applicant
 * portal, when they last signed in, and the officer's invite, resend and revoke (revoking asks first).
 */
export function ApplicantAccessPanel({ caseId, clientName, clientEmail }: ApplicantAccessPanelProps) {
  const call = { params: { caseId } };
  const { data: access, error, refetch } = useGetApplicantAccessQuery(call);
  const [invite] = useInviteApplicantMutation();
  const [revoke] = useRevokeApplicantAccessMutation();
  const [inviting, setInviting] = useState(false);
  const dialog = useConfirm();

  const sendInvitation = async () => {
    setInviting(true);
    try {
      toast.success((await invite(call).unwrap()).message);
    } catch (failure) {
      toast.error(toApiFailure(failure).message);
    } finally {
      setInviting(false);
    }
  };

  const askToRevoke = () =>
    dialog.ask({
      title: `Revoke ${clientName}’s access?`,
      message: 'They will be signed out at once and cannot sign in to follow this case until invited again.',
      confirmLabel: 'Revoke access',
      destructive: true,
      onConfirm: async () => {
        const saved = await revoke(call)
          .unwrap()
          .catch((failure: unknown) => {
            throw new Error(toApiFailure(failure).message);
          });
        toast.success(saved.message);
      },
    });

  const addressChanged =
    access?.email && clientEmail && access.email.toLowerCase() !== clientEmail.toLowerCase();

  return (
    <SectionCard heading="Applicant access" hint="The client following their case online.">
      {error ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography role="alert">{toApiFailure(error).message}</Typography>
          <Button onClick={() => void refetch()}>Try again</Button>
        </Stack>
      ) : !access ? (
        <Typography role="status">Loading applicant access…</Typography>
      ) : (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{describe(access, clientName)}</Typography>
          {addressChanged && access.can.invite && (
            <Typography sx={{ color: 'text.secondary' }}>
              The case now gives {clientEmail} as the client&rsquo;s address: inviting sends the link there
              and ends access for {access.email}.
            </Typography>
          )}
          {access.can.invite && !clientEmail && (
            <Typography sx={{ color: 'text.secondary' }}>
              Add the client&rsquo;s e-mail address to the case to invite them.
            </Typography>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {access.can.invite && clientEmail && (
              <Button variant="outlined" disabled={inviting} onClick={() => void sendInvitation()}>
                {inviting ? 'Sending…' : INVITE_LABELS[access.state]}
              </Button>
            )}
            {access.can.revoke && (
              <Button color="error" onClick={askToRevoke}>
                Revoke access
              </Button>
            )}
          </Stack>
        </Stack>
      )}
      <ConfirmDialog {...dialog.dialogProps} />
    </SectionCard>
  );
}
