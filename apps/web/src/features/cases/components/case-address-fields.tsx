import type { Control } from 'react-hook-form';
import type { FieldProps } from '@/components/labelled-input';
import { SectionCard } from '@/components/section-card';
import { WatchedValue } from '@/components/watched-value';
import type { CaseFormOutput, CaseValues } from '../lib/case-form-schema';
import { AddressFinder } from './address-finder';
import { CaseInput, FieldRow } from './case-input';

export type AddressFieldName =
  'addressLine1' | 'addressLine2' | 'addressLine3' | 'town' | 'county' | 'postCode' | 'uprn';

type CaseAddressFieldsProps = {
  field: (name: AddressFieldName) => FieldProps;
  /** The form's values, which a picked address fills in by code. */
  control: Control<CaseValues, unknown, CaseFormOutput>;
  postCode: () => string;
  fill: (name: AddressFieldName, value: string) => void;
  onPostCodeBlur: () => void;
};

type AddressInputProps = Omit<CaseAddressFieldsProps, 'postCode' | 'fill' | 'onPostCodeBlur'> & {
  name: Exclude<AddressFieldName, 'postCode'>;
  required?: boolean;
  hint?: string;
};

/**
 * One line of the address, showing what the form holds, so that its label moves out of the way
 * of a value filled in by code rather than typed.
 */
function AddressInput({ field, control, name, ...shown }: AddressInputProps) {
  return (
    <WatchedValue control={control} name={name}>
      {(value) => <CaseInput {...shown} {...field(name)} value={value} />}
    </WatchedValue>
  );
}

/** Where the client lives: found from the post code, or typed by hand. */
export function CaseAddressFields({
  field,
  control,
  postCode,
  fill,
  onPostCodeBlur,
}: CaseAddressFieldsProps) {
  const line = { field, control };
  return (
    <SectionCard
      heading="Address"
      hint="Type the post code and choose Find address, or fill in the address yourself."
    >
      <AddressFinder
        postCodeField={field('postCode')}
        control={control}
        postCode={postCode}
        fill={fill}
        onPostCodeBlur={onPostCodeBlur}
      />
      <AddressInput {...line} name="addressLine1" required />
      <AddressInput {...line} name="addressLine2" />
      <AddressInput {...line} name="addressLine3" />
      <FieldRow>
        <AddressInput {...line} name="town" />
        <AddressInput {...line} name="county" />
      </FieldRow>
      <AddressInput
        {...line}
        name="uprn"
        hint="Optional. The property's Unique Property Reference Number, up to 12 digits."
      />
    </SectionCard>
  );
}
