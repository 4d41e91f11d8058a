import {
  addChoiceRequestSchema,
  updateChoiceRequestSchema,
  type AuthorityChoice,
  type ChoiceList,
} from '@casekeeper/contract';
import { formSchema } from '@/lib/forms/form-schema';

/** What a list entry's form shows: its name, and whether choosing it asks for words ("yes"/"no"). */
export type ChoiceFormValues = { name: string; needsText: string };

export const addChoiceFormSchema = (list: ChoiceList) =>
  formSchema(
    (values: ChoiceFormValues) => ({ list, name: values.name, needsText: values.needsText === 'yes' }),
    addChoiceRequestSchema,
  );

/** A rename keeps the entry's use as it is; retiring and bringing back are buttons of their own. */
export const renameChoiceFormSchema = (entry: AuthorityChoice) =>
  formSchema(
    (values: ChoiceFormValues) => ({
      id: entry.id,
      version: entry.version,
      isActive: entry.isActive,
      name: values.name,
      needsText: values.needsText === 'yes',
    }),
    updateChoiceRequestSchema,
  );

export const choiceFormValues = (entry: AuthorityChoice | null): ChoiceFormValues => ({
  name: entry?.name ?? '',
  needsText: entry?.needsText ? 'yes' : 'no',
});
