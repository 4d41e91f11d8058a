import type { FieldProps } from '@/components/labelled-input';
import { AddressFinder } from './address-finder';
import { CaseInput, FieldRow } from './case-input';
import { SectionCard } from '@/components/section-card';

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
  return (
    <SectionCard
      heading="Address"
      hint="Type the post code and choose Find address, or fill in the address yourself."
    >
      <AddressFinder
        postCodeField={field('postCode')}
        postCode={postCode}
        fill={fill}
        onPostCodeBlur={onPostCodeBlur}
      />
      <CaseInput required {...field('addressLine1')} />
      <CaseInput {...field('addressLine2')} />
      <CaseInput {...field('addressLine3')} />
      <FieldRow>
        <CaseInput {...field('town')} />
        <CaseInput {...field('county')} />
      </FieldRow>
      <CaseInput
        hint="Optional. The property's Unique Property Reference Number, up to 12 digits."
        {...field('uprn')}
      />
    </SectionCard>
  );
}
