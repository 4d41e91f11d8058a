import { CONTRACTOR_TRADE_SUGGESTIONS, contractorFieldsSchema, type Contractor } from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import type { z } from 'zod';
import { AddressFields } from '@/components/address-fields';
import { EmailField, PhoneField } from '@/components/contact-fields';
import { LabelledInput } from '@/components/labelled-input';
import { RecordForm } from '@/components/record-form';
import { formSchema } from '@/lib/forms/form-schema';
import { postCodeTidier } from '@/lib/forms/tidy-post-code';
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

  return (
    <RecordForm
      form={form}
      onSave={onSave}
      saveLabel={contractor ? 'Save changes' : 'Add contractor'}
      cancelTo={cancelTo}
    >
      <LabelledInput id="contractor-company" label="Company name" required {...form.field('companyName')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <LabelledInput id="contractor-contact" label="Contact name" required {...form.field('contactName')} />
        <PhoneField id="contractor-phone" required {...form.field('phone')} />
      </Stack>
      <EmailField id="contractor-email" {...form.field('email')} />
      <AddressFields
        idPrefix="contractor"
        required={false}
        field={form.field}
        onPostCodeBlur={postCodeTidier(form)}
      />
      <LabelledInput
        id="contractor-trades"
        label="Trades"
        hint={`Separate trades with commas, for example ${CONTRACTOR_TRADE_SUGGESTIONS.slice(0, 3).join(', ')}.`}
        {...form.field('trades')}
      />
    </RecordForm>
  );
}
