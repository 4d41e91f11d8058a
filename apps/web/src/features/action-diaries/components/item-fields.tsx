import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useContext, useId } from 'react';
import { LabelledInput, type FieldProps } from '@/components/labelled-input';
import { SelectInput } from '@/components/select-input';
import { PREFIX_OPTIONS } from '../lib/item-form-schema';
import { ItemCaseContext, VisitNoticeContext } from '../lib/visit-notice';
import { ScheduledAtField } from './scheduled-at-field';

type ItemFieldName = 'prefix' | 'description' | 'scheduledAt';

type ItemFieldsProps = {
  /** A registered field of the form, by name. */
  field: (name: ItemFieldName) => FieldProps;
  /** The picker's value, `2026-03-30T09:30`, and how to set it (the picker is not a plain input). */
  scheduledAt: string;
  onScheduledAtChange: (value: string) => void;
  /** Whether the applicant sees the item in the portal. */
  shared: boolean;
  onSharedChange: (shared: boolean) => void;
  /** The type chosen: a Visit shows what the app gives for it (the case's warning notes). */
  prefix?: string;
};

/** What every action item has: its type, what is to be done, when, and whether the applicant sees it. */
export function ItemFields({
  field,
  scheduledAt,
  onScheduledAtChange,
  shared,
  onSharedChange,
  prefix,
}: ItemFieldsProps) {
  const sharedHintId = useId();
  const visitNotice = useContext(VisitNoticeContext);
  const caseId = useContext(ItemCaseContext);
  return (
    <>
      <SelectInput
        id="item-prefix"
        label="Type of action"
        required
        options={PREFIX_OPTIONS}
        {...field('prefix')}
      />
      {prefix === 'Visit' && caseId !== null && visitNotice?.(caseId)}
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
      <div>
        <FormControlLabel
          control={
            <Checkbox
              name="sharedWithApplicant"
              checked={shared}
              onChange={(event) => onSharedChange(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': sharedHintId } }}
            />
          }
          label="Share with the applicant"
        />
        <Typography id={sharedHintId} variant="body2" sx={{ color: 'text.secondary', ml: 4 }}>
          For a visit or appointment: the applicant sees its type, description and date in the portal, nothing
          else of it.
        </Typography>
      </div>
    </>
  );
}

/** The props ItemFields takes from a contract form holding at least the item fields. */
export function itemFieldsOf(form: {
  field(name: ItemFieldName): FieldProps;
  watch(name: 'prefix' | 'scheduledAt' | 'sharedWithApplicant'): string;
  setValue(
    name: 'scheduledAt' | 'sharedWithApplicant',
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
    shared: form.watch('sharedWithApplicant') === 'true',
    onSharedChange: (shared) =>
      form.setValue('sharedWithApplicant', shared ? 'true' : '', {
        shouldDirty: true,
        shouldValidate: false,
      }),
    prefix: form.watch('prefix'),
  };
}
