import { actionItemSchema, type ActionItem } from '@casekeeper/contract';
import { LongTextField } from '@/components/long-text-field';
import { RecordForm } from '@/components/record-form';
import { useContractForm } from '@/lib/forms/use-contract-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useItemDraft, useKeepDraft } from '../hooks/use-item-draft';
import { useVersionedSave } from '@/lib/forms/use-versioned-save';
import { ITEM_FIELDS } from '../lib/item-conflict-fields';
import { itemValues, textItemFormSchema } from '../lib/item-form-schema';
import { changedFields, ConflictAlert } from '@/components/conflict-alert';
import { ItemFields, itemFieldsOf } from './item-fields';

type TextItemFields = ReturnType<typeof textItemFormSchema.parse>;

type TextItemFormProps = {
  /** The item as read; null for a new one. */
  item: ActionItem | null;
  backTo: string;
  send: (fields: TextItemFields, version: number | undefined) => Promise<{ message: string }>;
  onReload: () => void;
  /** Where a new item's unsaved draft is kept (see useItemDraft); none for an item being edited. */
  draftKey?: string;
};

/** An action item with a text note: its type, description, when it is due, and the note. */
export function TextItemForm({ item, backTo, send, onReload, draftKey }: TextItemFormProps) {
  const keptUnder = item ? null : (draftKey ?? null);
  const keepsDraft = keptUnder !== null;
  const draft = useItemDraft(keptUnder);
  const empty = { ...itemValues(item), text: item?.text ?? '' };
  const form = useContractForm({
    defaultValues: { ...empty, ...draft.restored },
    schema: textItemFormSchema,
  });
  useKeepDraft(keptUnder, form.watch);
  const { save, conflict, keepMine, forgetConflict } = useVersionedSave(item, actionItemSchema, backTo);
  return (
    <RecordForm
      // A kept draft is not lost by leaving: no need to ask first.
      form={keepsDraft ? { ...form, isDirty: false } : form}
      onSave={(fields) =>
        save(async (version) => {
          const sent = await send(fields, version);
          draft.forget();
          return sent;
        })
      }
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
      {draft.restored && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} role="status">
          <Typography variant="body2">Your unsaved draft of this item is back.</Typography>
          <Button
            size="small"
            onClick={() => {
              draft.forget();
              form.reset(empty);
            }}
          >
            Discard draft
          </Button>
        </Stack>
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
