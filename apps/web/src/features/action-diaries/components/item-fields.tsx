import { LabelledInput, type FieldProps } from '@/components/labelled-input';
import { SelectInput } from '@/components/select-input';
import { PREFIX_OPTIONS } from '../lib/item-form-schema';
import { ScheduledAtField } from './scheduled-at-field';

type ItemFieldName = 'prefix' | 'description' | 'scheduledAt';

type ItemFieldsProps = {
  /** A registered field of the form, by name. */
  field: (name: ItemFieldName) => FieldProps;
  /** The picker's value, `2026-03-30T09:30`, and how to set it (the picker is not a plain input). */
  scheduledAt: string;
  onScheduledAtChange: (value: string) => void;
};

/** What every action item has: its type, what is to be done, and when. */
export function ItemFields({ field, scheduledAt, onScheduledAtChange }: ItemFieldsProps) {
  return (
    <>
      <SelectInput
        id="item-prefix"
        label="Type of action"
        required
        options={PREFIX_OPTIONS}
        {...field('prefix')}
      />
      <LabelledInput
        id="item-description"
        label="Description"
        required
        autoComplete="off"
        hint="What is to be done, such as Ring the client to book the visit. The alarm shows it."
        {...field('description')}
      />
      <ScheduledAtField
        id="item-scheduled-at"
        name="scheduledAt"
        label="Due (UK time)"
        value={scheduledAt}
        error={field('scheduledAt').error}
        onChange={onScheduledAtChange}
      />
    </>
  );
}

/** The props ItemFields takes from a contract form holding at least the item fields. */
export function itemFieldsOf(form: {
  field(name: ItemFieldName): FieldProps;
  watch(name: 'scheduledAt'): string;
  setValue(
    name: 'scheduledAt',
    value: string,
    options: { shouldDirty: boolean; shouldValidate: boolean },
  ): void;
}): ItemFieldsProps {
  return {
    field: (name) => form.field(name),
    scheduledAt: form.watch('scheduledAt'),
    onScheduledAtChange: (value) =>
      form.setValue('scheduledAt', value, {
        shouldDirty: true,
        shouldValidate: Boolean(form.field('scheduledAt').error),
      }),
  };
}
