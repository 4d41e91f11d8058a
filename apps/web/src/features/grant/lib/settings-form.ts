import { grantSettingsSchema, type GrantSettings } from '@casekeeper/contract';
import { formSchema } from '@/lib/forms/form-schema';
import { poundsField } from '@/lib/forms/pounds-field';
import { withTypedFields } from '@/lib/forms/typed-fields';
import { penceToPoundsText } from '@/lib/money';

export type SettingsFormValues = {
  mandatoryMaxPence: string;
  discretionaryTopUps: string;
  officersAuthorisePayments: string;
};

/** The form's text as the contract's settings: the maximum in pounds, each choice as yes or no. */
export const settingsFormSchema = formSchema(
  (values: SettingsFormValues) => ({
    ...values,
    discretionaryTopUps: values.discretionaryTopUps === 'yes',
    officersAuthorisePayments: values.officersAuthorisePayments === 'yes',
  }),
  withTypedFields(grantSettingsSchema, {
    mandatoryMaxPence: poundsField(grantSettingsSchema.shape.mandatoryMaxPence),
  }),
);

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

export const settingsFormValues = (settings: GrantSettings): SettingsFormValues => ({
  mandatoryMaxPence: penceToPoundsText(settings.mandatoryMaxPence),
  discretionaryTopUps: yesNo(settings.discretionaryTopUps),
  officersAuthorisePayments: yesNo(settings.officersAuthorisePayments),
});
