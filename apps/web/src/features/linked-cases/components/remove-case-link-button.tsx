import type { CaseLink } from '@casekeeper/contract';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { DialogButtons } from '@/components/dialog-buttons';
import { FormMessage } from '@/components/form-message';
import { toApiFailure } from '@/lib/api/api-failure';
import { useRemoveCaseLinkMutation } from '../api/linked-cases-api';

/** Removes a link once the officer confirms: from both cases; the audit log keeps it. */
export function RemoveCaseLinkButton({ caseId, link }: { caseId: number; link: CaseLink }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [removeLink, { isLoading }] = useRemoveCaseLinkMutation();
  const { caseNumber } = link.otherCase;

  const remove = async () => {
    try {
      await removeLink({ params: { caseId, linkId: link.id } }).unwrap();
      setOpen(false);
    } catch (error) {
      setFailure(toApiFailure(error).message);
    }
  };

  return (
    <>
      <Button
        size="small"
        color="inherit"
        aria-label={`Remove the link to case ${caseNumber}`}
        startIcon={<LinkOffOutlined />}
        onClick={() => setOpen(true)}
        sx={{ minHeight: 44 }}
      >
        Remove
      </Button>
      <Dialog open={open} onClose={isLoading ? undefined : () => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Remove the link?</DialogTitle>
        <DialogContent>
          <FormMessage message={failure} />
          <DialogContentText>
            This case and case {caseNumber} will no longer show as linked. Neither case changes otherwise.
          </DialogContentText>
        </DialogContent>
        <DialogButtons>
          <Button onClick={() => setOpen(false)} disabled={isLoading}>
            Cancel
          </Button>
          <Button variant="contained" color="error" aria-disabled={isLoading} onClick={() => void remove()}>
            {isLoading ? 'Removing…' : 'Remove link'}
          </Button>
        </DialogButtons>
      </Dialog>
    </>
  );
}
