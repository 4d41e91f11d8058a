import { diaryFieldsSchema, diarySchema, type Diary } from '@casekeeper/contract';
import { LabelledInput } from '@/components/labelled-input';
import { LongTextField } from '@/components/long-text-field';
import { RecordForm } from '@/components/record-form';
import { formSchema } from '@/lib/forms/form-schema';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useVersionedSave } from '@/lib/forms/use-versioned-save';
import { changedFields, ConflictAlert } from '@/components/conflict-alert';

type DiaryFormValues = { title: string; description: string };
type DiaryFields = ReturnType<typeof diaryFieldsSchema.parse>;

const diaryFormSchema = formSchema((values: DiaryFormValues) => values, diaryFieldsSchema);

const DIARY_FIELDS = [
  { label: 'Title', text: (diary: Diary) => diary.title },
  { label: 'Description', text: (diary: Diary) => diary.description ?? '' },
];

type DiaryFormProps = {
  /** The diary as read; null for a new one. */
  diary: Diary | null;
  backTo: string;
  /** Sends the fields, with the version to save over (none for a new diary). */
  send: (fields: DiaryFields, version: number | undefined) => Promise<{ message: string }>;
  onReload: () => void;
};

/** A diary's title and description, for a new diary or an edit (a save over someone else's is a conflict). */
export function DiaryForm({ diary, backTo, send, onReload }: DiaryFormProps) {
  const form = useContractForm({
    defaultValues: { title: diary?.title ?? '', description: diary?.description ?? '' },
    schema: diaryFormSchema,
  });
  const { save, conflict, keepMine, forgetConflict } = useVersionedSave(diary, diarySchema, backTo);
  return (
    <RecordForm
      form={form}
      onSave={(fields) => save((version) => send(fields, version))}
      saveLabel={diary ? 'Save diary' : 'Add diary'}
      cancelTo={backTo}
    >
      {diary && conflict && (
        <ConflictAlert
          noun="diary"
          changed={changedFields(diary, conflict, DIARY_FIELDS)}
          onReload={() => {
            forgetConflict();
            onReload();
          }}
          onKeepMine={keepMine}
        />
      )}
      <LabelledInput
        id="diary-title"
        label="Title"
        required
        autoComplete="off"
        hint="What the diary is for, such as Home visits or Grant paperwork."
        {...form.field('title')}
      />
      <LongTextField
        id="diary-description"
        label="Description"
        hint="Optional. Anything the officers working on this diary should know."
        {...form.field('description')}
      />
    </RecordForm>
  );
}
