import type { CaseGrant, Quote } from '@casekeeper/contract';
import { useState } from 'react';
import { FileDropZone } from '@/components/file-drop-zone';
import { UploadProgress } from '@/components/upload-progress';
import { fileProblem } from '@/lib/files/file-checks';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { formatPence } from '@/lib/money';
import { z } from 'zod';
import { useGrantFormSave, type ReloadGrant } from '../hooks/use-grant-form-save';
import { useQuoteFile } from '../hooks/use-quote-file';
import { StaleGrant } from '../lib/grant-failure';
import { quoteFileFailure } from '../lib/quote-file-failure';
import { GrantFormDialog } from './grant-form-dialog';

type QuoteFileDialogProps = { grant: CaseGrant; quote: Quote; onClose: () => void; onReload: ReloadGrant };

const NO_FIELDS = z.object({});

/** Attaches the quote's document, replacing any earlier one: chosen or dropped, checked, then uploaded. */
export function QuoteFileDialog({ grant, quote, onClose, onReload }: QuoteFileDialogProps) {
  const form = useContractForm({ defaultValues: {}, schema: NO_FIELDS });
  const { version, stale, markStale, reload } = useGrantFormSave(grant, 'quote', onReload);
  const { attach, progress } = useQuoteFile(grant.caseId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const choose = (chosen: File) => {
    const problem = fileProblem(chosen);
    setFileError(problem);
    setFile(problem ? null : chosen);
  };

  const send = async () => {
    if (!file) {
      setFileError('Choose the quote document to attach');
      throw new SubmitFailure({ message: '', fields: {} });
    }
    try {
      await attach(quote.id, version, file);
    } catch (error) {
      const failure = quoteFileFailure(error);
      if (failure instanceof StaleGrant) markStale();
      else if (failure instanceof SubmitFailure && failure.fields.file) setFileError(failure.fields.file);
      throw failure;
    }
    onClose();
  };

  return (
    <GrantFormDialog
      title={`Attach the quote document: ${quote.contractorName}, ${formatPence(quote.amountPence)}`}
      form={form}
      onSave={send}
      saveLabel="Attach document"
      onClose={onClose}
      stale={stale}
      onReload={() => void reload()}
    >
      <FileDropZone
        id="quote-document"
        label={quote.file ? `Quote document (replaces ${quote.file.name})` : 'Quote document'}
        file={file}
        onChoose={choose}
        error={fileError ?? undefined}
        disabled={progress !== null && progress < 1}
      />
      {progress !== null && file && <UploadProgress fileName={file.name} share={progress} />}
    </GrantFormDialog>
  );
}
