import { actionItemEndpoints, actionItemSchema } from '@casekeeper/contract';
import { useDispatch } from 'react-redux';
import { RecordForm } from '@/components/record-form';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useUpload } from '@/lib/forms/use-upload';
import { invalidateDiaries } from '../api/diaries-api';
import { useVersionedSave } from '@/lib/forms/use-versioned-save';
import { useChosenFile } from '@/lib/files/use-chosen-file';
import { itemValues, newFileItemFormSchema } from '../lib/item-form-schema';
import { FileDropZone } from '@/components/file-drop-zone';
import { ItemFields, itemFieldsOf } from './item-fields';
import { UploadProgress } from '@/components/upload-progress';

/**
 * A new file item: its fields and its file, dropped or chosen, checked before it goes (kind and
 * size, as the server checks), then uploaded with its progress shown.
 */
export function NewFileItemForm({ diaryId, backTo }: { diaryId: number; backTo: string }) {
  const form = useContractForm({
    defaultValues: { ...itemValues(null), file: '' },
    schema: newFileItemFormSchema,
  });
  const { save } = useVersionedSave(null, actionItemSchema, backTo);
  const { upload, progress } = useUpload(actionItemEndpoints.addFile);
  const dispatch = useDispatch();
  const { file, refusal, choose } = useChosenFile((name) =>
    form.setValue('file', name, { shouldDirty: true }),
  );

  return (
    <RecordForm
      form={form}
      onSave={(values) =>
        save(async () => {
          if (!file) throw new Error('No file chosen');
          const { prefix, description, scheduledAt, sharedWithApplicant } = values;
          const saved = await upload(
            { prefix, description, scheduledAt, sharedWithApplicant, diaryId },
            file,
          );
          dispatch(invalidateDiaries(diaryId));
          return saved;
        })
      }
      saveLabel="Add item"
      cancelTo={backTo}
    >
      <ItemFields {...itemFieldsOf(form)} />
      <FileDropZone
        id="item-file"
        file={file}
        onChoose={choose}
        error={refusal ?? form.field('file').error}
        disabled={progress !== null}
      />
      {progress !== null && file && <UploadProgress fileName={file.name} share={progress} />}
    </RecordForm>
  );
}
