import { caseDocumentEndpoints } from '@casekeeper/contract';
import { useDispatch } from 'react-redux';
import { FileDropZone } from '@/components/file-drop-zone';
import { FormDialog } from '@/components/form-dialog';
import { LabelledInput } from '@/components/labelled-input';
import { SelectInput } from '@/components/select-input';
import { UploadProgress } from '@/components/upload-progress';
import { useChosenFile } from '@/lib/files/use-chosen-file';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useUpload } from '@/lib/forms/use-upload';
import { invalidateCaseDocuments } from '../api/case-documents-api';
import { DOCUMENT_TYPE_OPTIONS, documentFormSchema, EMPTY_DOCUMENT } from '../lib/document-form';

type AddDocumentDialogProps = {
  caseId: number;
  /** The case's diaries, one of which the document may be filed beside. */
  diaries: readonly { id: number; title: string }[];
  onClose: () => void;
};

/** Files a document on the case: its type, a name, optionally a diary, and the file; no due date. */
export function AddDocumentDialog({ caseId, diaries, onClose }: AddDocumentDialogProps) {
  const form = useContractForm({ defaultValues: EMPTY_DOCUMENT, schema: documentFormSchema });
  const { upload, progress } = useUpload(caseDocumentEndpoints.add);
  const dispatch = useDispatch();
  const { file, refusal, choose } = useChosenFile((name) =>
    form.setValue('file', name, { shouldDirty: true }),
  );

  return (
    <FormDialog
      title="Add a document"
      form={form}
      saveLabel="Add document"
      busyLabel="Adding…"
      onClose={onClose}
      onSave={async ({ type, name, diaryId }) => {
        if (!file) throw new Error('No file chosen');
        // No diary chosen: no field at all (the upload sends each field as text, so an undefined
        // one would reach the server as "undefined" and be refused as not a number).
        await upload({ type, name, ...(diaryId === undefined ? {} : { diaryId }) }, file, { caseId });
        dispatch(invalidateCaseDocuments(caseId));
        onClose();
      }}
    >
      <SelectInput
        id="case-document-type"
        label="Type"
        required
        options={DOCUMENT_TYPE_OPTIONS}
        {...form.field('type')}
      />
      <LabelledInput
        id="case-document-name"
        label="Name"
        required
        autoComplete="off"
        hint="What it is, for example “OT assessment of the stairs”."
        {...form.field('name')}
      />
      <SelectInput
        id="case-document-diary"
        label="Diary (optional)"
        options={[
          { value: '', label: 'None' },
          ...diaries.map((diary) => ({ value: String(diary.id), label: diary.title })),
        ]}
        {...form.field('diaryId')}
      />
      <FileDropZone
        id="case-document-file"
        file={file}
        onChoose={choose}
        error={refusal ?? form.field('file').error}
        disabled={progress !== null}
      />
      {progress !== null && file && <UploadProgress fileName={file.name} share={progress} />}
    </FormDialog>
  );
}
