import type { CaseGrant } from '@casekeeper/contract';
import { z } from 'zod';
import { UploadField } from '@/components/upload-field';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { useChosenFile } from '@/lib/forms/use-chosen-file';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useGrantFile, type GrantFileEndpoint } from '../hooks/use-grant-file';
import { useGrantFormSave, type ReloadGrant } from '../hooks/use-grant-form-save';
import { StaleGrant } from '../lib/grant-failure';
import { grantFileFailure } from '../lib/grant-file-failure';
import { GrantFormDialog } from './grant-form-dialog';

type GrantFileDialogProps = {
  grant: CaseGrant;
  title: string;
  /** What the document is, and the one it replaces if any. */
  label: string;
  /** Where it goes: a quote's document, a variation's. */
  endpoint: GrantFileEndpoint;
  /** The quote or variation it belongs to. */
  id: number;
  /** What is said when Attach is pressed with no file chosen. */
  missing: string;
  onClose: () => void;
  onReload: ReloadGrant;
};

const NO_FIELDS = z.object({});

/** Attaches a quote's or a variation's document, replacing any earlier one: chosen or dropped, checked, then uploaded. */
export function GrantFileDialog({
  grant,
  title,
  label,
  endpoint,
  id,
  missing,
  onClose,
  onReload,
}: GrantFileDialogProps) {
  const form = useContractForm({ defaultValues: {}, schema: NO_FIELDS });
  const { version, stale, markStale, reload } = useGrantFormSave(grant, 'file', onReload);
  const { attach, progress } = useGrantFile(endpoint, grant.caseId);
  const chosen = useChosenFile();
  const { file } = chosen;

  const send = async () => {
    if (!file) {
      chosen.setError(missing);
      throw new SubmitFailure({ message: '', fields: {} });
    }
    try {
      await attach(id, version, file);
    } catch (error) {
      const failure = grantFileFailure(error);
      if (failure instanceof StaleGrant) markStale();
      else if (failure instanceof SubmitFailure && failure.fields.file) chosen.setError(failure.fields.file);
      throw failure;
    }
    onClose();
  };

  return (
    <GrantFormDialog
      title={title}
      form={form}
      onSave={send}
      saveLabel="Attach document"
      onClose={onClose}
      stale={stale}
      onReload={() => void reload()}
    >
      <UploadField id="grant-document" label={label} chosen={chosen} progress={progress} />
    </GrantFormDialog>
  );
}
