import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useCardLayout } from '@/components/data-list/use-card-layout';
import { DialogButtons } from '@/components/dialog-buttons';
import { FormMessage } from '@/components/form-message';
import { toApiFailure } from '@/lib/api/api-failure';
import {
  useGenerateLetterMutation,
  useGetLetterTemplatesQuery,
  usePreviewLetterMutation,
} from '../api/letters-api';
import { LetterPreview } from './letter-preview';

type SendLetterDialogProps = {
  caseId: number;
  onClose: () => void;
  /** After the letter is filed: the server's words. */
  onSent: (message: string) => void;
};

/**
 * Sending a letter from a case: choose a template, read it filled in with the case (and which
 * fields the case has no value for), then generate it, which files it under Documents.
 */
export function SendLetterDialog({ caseId, onClose, onSent }: SendLetterDialogProps) {
  const titleId = useId();
  const phone = useCardLayout();
  const templates = useGetLetterTemplatesQuery({});
  const [preview, previewing] = usePreviewLetterMutation();
  const [generate, generating] = useGenerateLetterMutation();
  const [templateId, setTemplateId] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const choices = templates.data?.templates ?? [];

  const choose = async (value: string) => {
    setTemplateId(value);
    setFailure(null);
    if (value === '') return;
    try {
      await preview({ params: { caseId }, body: { templateId: Number(value) } }).unwrap();
    } catch (error) {
      setFailure(toApiFailure(error).message);
    }
  };

  const send = async () => {
    setFailure(null);
    try {
      const answer = await generate({
        params: { caseId },
        body: { templateId: Number(templateId) },
      }).unwrap();
      onSent(answer.message);
    } catch (error) {
      setFailure(toApiFailure(error).message);
    }
  };

  const shown =
    templateId !== '' && previewing.data && previewing.originalArgs?.body.templateId === Number(templateId);
  return (
    <Dialog
      open
      onClose={generating.isLoading ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>Send a letter</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <FormMessage
            message={failure ?? (templates.isError ? toApiFailure(templates.error).message : null)}
          />
          <TextField
            select
            id="send-letter-template"
            label="Letter"
            value={templateId}
            onChange={(event) => void choose(event.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            helperText={
              templates.isSuccess && choices.length === 0
                ? 'Your authority has no letter templates yet.'
                : undefined
            }
          >
            <option value="">Choose a letter</option>
            {choices.map((template) => (
              <option key={template.id} value={template.id}>
                {template.title}
              </option>
            ))}
          </TextField>
          {previewing.isLoading && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={20} aria-hidden />
              <Typography>Filling in the letter…</Typography>
            </Stack>
          )}
          {shown && previewing.data && <LetterPreview preview={previewing.data.data} />}
          {shown && (
            <Alert severity="info" variant="outlined">
              Generating makes a PDF on the letterhead, files it under Documents and notes it in the
              case&rsquo;s diary. Print or send it from there.
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogButtons>
        <Button onClick={onClose} disabled={generating.isLoading} sx={{ minHeight: 44 }}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={!shown}
          aria-disabled={generating.isLoading}
          onClick={() => void (generating.isLoading ? undefined : send())}
          sx={{ minHeight: 44 }}
        >
          {generating.isLoading ? 'Generating…' : 'Generate letter'}
        </Button>
      </DialogButtons>
    </Dialog>
  );
}
