import Stack from '@mui/material/Stack';
import { LabelledInput, type FieldProps } from '@/components/labelled-input';
import { CASE_FIELD_LABELS } from '../lib/case-field-labels';
import { AddressFinder } from './address-finder';
import { CaseSection } from './case-section';

export type AddressFieldName =
  'addressLine1' | 'addressLine2' | 'addressLine3' | 'town' | 'county' | 'postCode' | 'uprn';

type CaseAddressFieldsProps = {
  field: (name: AddressFieldName) => FieldProps;
  postCode: () => string;
  fill: (name: AddressFieldName, value: string) => void;
  onPostCodeBlur: () => void;
};

/** Where the client lives: found from the post code, or typed by hand. */
export function CaseAddressFields({ field, postCode, fill, onPostCodeBlur }: CaseAddressFieldsProps) {
  const label = CASE_FIELD_LABELS;
  return (
    <CaseSection
      heading="Address"
      hint="Type the post code and choose Find address, or fill in the address yourself."
    >
      <AddressFinder
        postCodeField={field('postCode')}
        postCode={postCode}
        fill={fill}
        onPostCodeBlur={onPostCodeBlur}
      />
      <LabelledInput
        id="case-address-1"
        label={label.addressLine1}
        autoComplete="off"
        required
        {...field('addressLine1')}
      />
      <LabelledInput
        id="case-address-2"
        label={label.addressLine2}
        autoComplete="off"
        hint="Optional."
        {...field('addressLine2')}
      />
      <LabelledInput
        id="case-address-3"
        label={label.addressLine3}
        autoComplete="off"
        hint="Optional."
        {...field('addressLine3')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <LabelledInput
          id="case-town"
          label={label.town}
          autoComplete="off"
          hint="Optional."
          {...field('town')}
        />
        <LabelledInput
          id="case-county"
          label={label.county}
          autoComplete="off"
          hint="Optional."
          {...field('county')}
        />
      </Stack>
      <LabelledInput
        id="case-uprn"
        label={label.uprn}
        autoComplete="off"
        hint="Optional. The property's Unique Property Reference Number, up to 12 digits."
        {...field('uprn')}
      />
    </CaseSection>
  );
}
