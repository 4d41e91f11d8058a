import { conversationEndpoints, type DocumentRequest } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type SubmitEvent } from 'react';
import { FileDropZone } from '@/components/file-drop-zone';
import { FormMessage } from '@/components/form-message';
import { UploadProgress } from '@/components/upload-progress';
import { fileProblem } from '@/lib/files/file-checks';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { useUpload } from '@/lib/forms/use-upload';

/**
 * Sends a file against one request: chosen or dropped, checked before it goes (kind and size, as
 * the server checks), then uploaded with its progress; the request then reads Sent.
 */
export function RequestUpload({ request, onSent }: { request: DocumentRequest; onSent: () => void }) {
  const { upload, progress } = useUpload(conversationEndpoints.portalUpload);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (chosen: File) => {
    const refused = fileProblem(chosen);
    setProblem(refused);
    setSent(null);
    setFile(refused ? null : chosen);
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem('Choose the file to send');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const { message } = await upload({}, file, { id: request.id });
      setSent(message);
      setFile(null);
      onSent();
    } catch (error) {
      setProblem(
        error instanceof SubmitFailure ? error.message : 'The document could not be sent. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={1.5}
      onSubmit={(event) => void submit(event)}
      aria-busy={busy}
    >
      <FormMessage message={sent} severity="success" />
      <FileDropZone
        id={`request-${request.id}-file`}
        label={`Your ${request.label.toLowerCase()}`}
        file={file}
        onChoose={choose}
        error={problem ?? undefined}
        disabled={busy}
      />
      {busy && progress !== null && file && <UploadProgress fileName={file.name} share={progress} />}
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        sx={{ alignSelf: 'flex-start', minHeight: 44 }}
      >
        {busy ? 'Sending…' : `Send ${request.label.toLowerCase()}`}
      </Button>
    </Stack>
  );
}
