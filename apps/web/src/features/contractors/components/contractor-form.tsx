import {
  CONTRACTOR_TRADE_SUGGESTIONS,
  contractorFieldsSchema,
  normaliseUkPostCode,
  type Contractor,
} from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import { FormActions } from '@/components/form-actions';
import { FormMessage } from '@/components/form-message';
import { AddressFields } from '@/components/address-fields';
import { LabelledInput } from '@/components/labelled-input';
import type { z } from 'zod';
import { formSchema } from '@/lib/forms/form-schema';
import { useContractForm } from '@/lib/forms/use-contract-form';

type ContractorValues = {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  town: string;
  postCode: string;
  trades: string;
};

export type ContractorFields = z.output<typeof contractorFieldsSchema>;

type ContractorFormProps = {
  contractor: Contractor | null;
  cancelTo: string;
  onSave: (fields: ContractorFields) => Promise<void>;
};

const splitTrades = (text: string) =>
  text
    .split(',')
    .map((trade) => trade.trim())
    .filter((trade) => trade !== '');

/** Add or edit a contractor; trades are typed as a comma-separated list. */
const schema = formSchema(
  (values: ContractorValues) => ({ ...values, trades: splitTrades(values.trades) }),
  contractorFieldsSchema,
);

export function ContractorForm({ contractor, cancelTo, onSave }: ContractorFormProps) {
  const defaultValues: ContractorValues = {
    companyName: contractor?.companyName ?? '',
    contactName: contractor?.contactName ?? '',
    email: contractor?.email ?? '',
    phone: contractor?.phone ?? '',
    addressLine1: contractor?.addressLine1 ?? '',
    addressLine2: contractor?.addressLine2 ?? '',
    addressLine3: contractor?.addressLine3 ?? '',
    town: contractor?.town ?? '',
    postCode: contractor?.postCode ?? '',
    trades: contractor?.trades.join(', ') ?? '',
  };
  const form = useContractForm({ defaultValues, schema });
  const tidyPostCode = () => {
    const typed = form.getValues('postCode');
    form.setValue('postCode', normaliseUkPostCode(typed) ?? typed);
  };

  return (
    <Stack component="form" spacing={2.5} noValidate aria-busy={form.busy} onSubmit={form.submit(onSave)}>
      <FormMessage message={form.formError} />
      <LabelledInput id="contractor-company" label="Company name" required {...form.field('companyName')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <LabelledInput id="contractor-contact" label="Contact name" required {...form.field('contactName')} />
        <LabelledInput
          id="contractor-phone"
          type="tel"
          label="Telephone"
          required
          hint="For example 01632 960 001."
          {...form.field('phone')}
        />
      </Stack>
      <LabelledInput
        id="contractor-email"
        type="email"
        label="E-mail address"
        hint="Optional."
        {...form.field('email')}
      />
      <AddressFields
        idPrefix="contractor"
        required={false}
        field={form.field}
        onPostCodeBlur={tidyPostCode}
      />
      <LabelledInput
        id="contractor-trades"
        label="Trades"
        hint={`Separate trades with commas, for example ${CONTRACTOR_TRADE_SUGGESTIONS.slice(0, 3).join(', ')}.`}
        {...form.field('trades')}
      />
      <FormActions
        label={contractor ? 'Save changes' : 'Add contractor'}
        busyLabel="Saving…"
        busy={form.busy}
        cancelTo={cancelTo}
        dirty={form.isDirty}
      />
    </Stack>
  );
}
