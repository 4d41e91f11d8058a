import { FILE_MESSAGES, portalDocumentRequestSchema, portalEndpoints } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { z } from 'zod';
import { FileDropZone } from '@/components/file-drop-zone';
import { FormFrame } from '@/components/form-frame';
import { FormMessage } from '@/components/form-message';
import { LabelledInput } from '@/components/labelled-input';
import { UploadProgress } from '@/components/upload-progress';
import { fileProblem } from '@/lib/files/file-checks';
import { formSchema } from '@/lib/forms/form-schema';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useUpload } from '@/lib/forms/use-upload';

type DocumentFormValues = { note: string; file: string };

/** The note as the contract checks it, and a file chosen (its name; the file itself is beside it). */
const documentFormSchema = formSchema(
  (values: DocumentFormValues) => values,
  portalDocumentRequestSchema.extend({ file: z.string().min(1, { error: FILE_MESSAGES.missing }) }),
);

const EMPTY: DocumentFormValues = { note: '', file: '' };

/**
 * A document the officer asked for: what it is, and the file, dropped or chosen and checked before
 * it goes (kind and size, as the server checks), then uploaded with its progress shown. Once sent,
 * the form empties and says so, and the page reads the case again to list it.
 */
export function DocumentForm({ onSent }: { onSent: () => void }) {
  const form = useContractForm({ defaultValues: EMPTY, schema: documentFormSchema });
  const { upload, progress } = useUpload(portalEndpoints.document);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const choose = (chosen: File) => {
    const problem = fileProblem(chosen);
    setRefusal(problem);
    setSent(null);
    setFile(problem ? null : chosen);
    form.setValue('file', problem ? '' : chosen.name, { shouldDirty: true });
  };

  const onSubmit = async ({ note }: { note: string }) => {
    setSent(null);
    if (!file) return;
    const { message } = await upload({ note }, file);
    setSent(message);
    setFile(null);
    form.reset(EMPTY);
    onSent();
  };

  return (
    <FormFrame form={form} onSubmit={onSubmit} notice={<FormMessage message={sent} severity="success" />}>
      <LabelledInput
        id="portal-document-note"
        label="What is the document?"
        hint='For example, "Proof of income" or "Letter from my GP".'
        required
        {...form.field('note')}
      />
      <FileDropZone
        id="portal-document-file"
        label="The document"
        file={file}
        onChoose={choose}
        error={refusal ?? form.field('file').error}
        disabled={form.busy}
      />
      {form.busy && progress !== null && file && <UploadProgress fileName={file.name} share={progress} />}
      <Button type="submit" variant="contained" disabled={form.busy} sx={{ alignSelf: 'flex-start' }}>
        {form.busy ? 'Sending…' : 'Send document'}
      </Button>
    </FormFrame>
  );
}
