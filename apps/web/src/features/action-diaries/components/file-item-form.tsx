import { actionItemSchema, type ActionItem } from '@casekeeper/contract';
import { RecordForm } from '@/components/record-form';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useVersionedSave } from '@/lib/forms/use-versioned-save';
import { ITEM_FIELDS } from '../lib/item-conflict-fields';
import { fileItemFormSchema, itemValues } from '../lib/item-form-schema';
import { changedFields, ConflictAlert } from '@/components/conflict-alert';
import { CurrentFile } from './current-file';
import { ItemFields, itemFieldsOf } from './item-fields';

type FileItemFields = ReturnType<typeof fileItemFormSchema.parse>;

type FileItemFormProps = {
  item: ActionItem;
  backTo: string;
  send: (fields: FileItemFields, version: number | undefined) => Promise<{ message: string }>;
  onReload: () => void;
};

/** A file item's type, description and time; its file stays, shown with a way to download it. */
export function FileItemForm({ item, backTo, send, onReload }: FileItemFormProps) {
  const form = useContractForm({ defaultValues: itemValues(item), schema: fileItemFormSchema });
  const { save, conflict, keepMine, forgetConflict } = useVersionedSave(item, actionItemSchema, backTo);
  return (
    <RecordForm
      form={form}
      onSave={(fields) => save((version) => send(fields, version))}
      saveLabel="Save item"
      cancelTo={backTo}
    >
      {conflict && (
        <ConflictAlert
          noun="action item"
          changed={changedFields(item, conflict, ITEM_FIELDS)}
          onReload={() => {
            forgetConflict();
            onReload();
          }}
          onKeepMine={keepMine}
        />
      )}
      <ItemFields {...itemFieldsOf(form)} />
      <CurrentFile item={item} />
    </RecordForm>
  );
}
