import { actionItemSchema, type ActionItem } from '@casekeeper/contract';
import { LongTextField } from '@/components/long-text-field';
import { RecordForm } from '@/components/record-form';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useVersionedSave } from '../hooks/use-versioned-save';
import { ITEM_FIELDS } from '../lib/item-conflict-fields';
import { itemValues, textItemFormSchema } from '../lib/item-form-schema';
import { changedFields, ConflictAlert } from './conflict-alert';
import { ItemFields, itemFieldsOf } from './item-fields';

type TextItemFields = ReturnType<typeof textItemFormSchema.parse>;

type TextItemFormProps = {
  /** The item as read; null for a new one. */
  item: ActionItem | null;
  backTo: string;
  send: (fields: TextItemFields, version: number | undefined) => Promise<{ message: string }>;
  onReload: () => void;
};

/** An action item with a text note: its type, description, when it is due, and the note. */
export function TextItemForm({ item, backTo, send, onReload }: TextItemFormProps) {
  const form = useContractForm({
    defaultValues: { ...itemValues(item), text: item?.text ?? '' },
    schema: textItemFormSchema,
  });
  const { save, conflict, keepMine, forgetConflict } = useVersionedSave(item, actionItemSchema, backTo);
  return (
    <RecordForm
      form={form}
      onSave={(fields) => save((version) => send(fields, version))}
      saveLabel={item ? 'Save item' : 'Add item'}
      cancelTo={backTo}
    >
      {item && conflict && (
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
      <LongTextField
        id="item-text"
        label="Note"
        hint="What was said or is to be done: who to ring, what to take on the visit."
        {...form.field('text')}
      />
    </RecordForm>
  );
}
