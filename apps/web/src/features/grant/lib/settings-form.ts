import { grantSettingsSchema, type GrantSettings } from '@casekeeper/contract';
import { formSchema } from '@/lib/forms/form-schema';
import { penceToPoundsText } from '@/lib/money';
import { poundsField } from './pounds-field';
import { withTypedFields } from './typed-fields';

export type SettingsFormValues = { mandatoryMaxPence: string; discretionaryTopUps: string };

/** The form's text as the contract's settings: the maximum in pounds, top-ups as yes or no. */
export const settingsFormSchema = formSchema(
  (values: SettingsFormValues) => ({ ...values, discretionaryTopUps: values.discretionaryTopUps === 'yes' }),
  withTypedFields(grantSettingsSchema, {
    mandatoryMaxPence: poundsField(grantSettingsSchema.shape.mandatoryMaxPence),
  }),
);

export const settingsFormValues = (settings: GrantSettings): SettingsFormValues => ({
  mandatoryMaxPence: penceToPoundsText(settings.mandatoryMaxPence),
  discretionaryTopUps: settings.discretionaryTopUps ? 'yes' : 'no',
});
