import Stack from '@mui/material/Stack';
import { LabelledInput, type FieldProps } from './labelled-input';

type AddressFieldName = 'addressLine1' | 'addressLine2' | 'addressLine3' | 'town' | 'postCode';

type AddressFieldsProps = {
  /** Prefix of the inputs' ids, e.g. "authority" gives "authority-address-1". */
  idPrefix: string;
  /** Line 1, town and post code are required (otherwise every line is optional). */
  required: boolean;
  field: (name: AddressFieldName) => FieldProps;
  /** Tidies the post code (normalised UK format) when the field is left. */
  onPostCodeBlur: () => void;
};

/** The UK address lines, town and post code of a record form. */
export function AddressFields({ idPrefix, required, field, onPostCodeBlur }: AddressFieldsProps) {
  const optional = required ? undefined : 'Optional.';
  return (
    <>
      <LabelledInput
        id={`${idPrefix}-address-1`}
        label="Address line 1"
        autoComplete="address-line1"
        required={required}
        hint={optional}
        {...field('addressLine1')}
      />
      <LabelledInput
        id={`${idPrefix}-address-2`}
        label="Address line 2"
        autoComplete="address-line2"
        hint="Optional."
        {...field('addressLine2')}
      />
      <LabelledInput
        id={`${idPrefix}-address-3`}
        label="Address line 3"
        autoComplete="address-line3"
        hint="Optional."
        {...field('addressLine3')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <LabelledInput
          id={`${idPrefix}-town`}
          label="Town"
          autoComplete="address-level2"
          required={required}
          hint={optional}
          {...field('town')}
        />
        <div style={{ width: '100%' }} onBlur={onPostCodeBlur}>
          <LabelledInput
            id={`${idPrefix}-post-code`}
            label="Post code"
            autoComplete="postal-code"
            required={required}
            hint={required ? 'For example SW1A 1AA.' : 'Optional. For example SW1A 1AA.'}
            {...field('postCode')}
          />
        </div>
      </Stack>
    </>
  );
}
