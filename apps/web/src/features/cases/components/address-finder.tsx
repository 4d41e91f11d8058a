import { POSTCODE_LOOKUP_MESSAGES, postcodeLookupQuerySchema, type FoundAddress } from '@casekeeper/contract';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent } from 'react';
import type { Control } from 'react-hook-form';
import { LabelledInput, type FieldProps } from '@/components/labelled-input';
import { SelectInput } from '@/components/select-input';
import { WatchedValue } from '@/components/watched-value';
import { toApiFailure } from '@/lib/api/api-failure';
import { useLazyLookUpPostcodeQuery } from '../api/cases-api';
import { CASE_FIELD_LABELS } from '../lib/case-field-labels';
import type { CaseFormOutput, CaseValues } from '../lib/case-form-schema';

type AddressFieldName =
  'addressLine1' | 'addressLine2' | 'addressLine3' | 'town' | 'county' | 'postCode' | 'uprn';

type AddressFinderProps = {
  postCodeField: FieldProps;
  /** The form's values: the post code field shows what it holds, tidied or filled in by code. */
  control: Control<CaseValues, unknown, CaseFormOutput>;
  /** The post code as typed now. */
  postCode: () => string;
  /** Fills one field of the address with what was found, as if typed. */
  fill: (name: AddressFieldName, value: string) => void;
  /** Tidies the post code (upper case, one space) when the field is left. */
  onPostCodeBlur: () => void;
};

type Found = { postCode: string; addresses: FoundAddress[] };

const addressLabel = (address: FoundAddress) =>
  [address.addressLine1, address.addressLine2, address.addressLine3, address.town].filter(Boolean).join(', ');

/**
 * The post code with "Find address": the addresses known at it, to pick one and fill the address
 * lines with it. Typing the address by hand always remains possible.
 */
export function AddressFinder({
  postCodeField,
  control,
  postCode,
  fill,
  onPostCodeBlur,
}: AddressFinderProps) {
  const [lookUp, { isFetching }] = useLazyLookUpPostcodeQuery();
  const [found, setFound] = useState<Found | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [chosen, setChosen] = useState('');

  const find = async () => {
    setFieldError(null);
    setMessage(null);
    setFound(null);
    setChosen('');
    const checked = postcodeLookupQuerySchema.safeParse({ postCode: postCode() });
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? POSTCODE_LOOKUP_MESSAGES.partial);
      return;
    }
    try {
      const answer = await lookUp({ query: checked.data }, true).unwrap();
      setFound({ postCode: answer.postCode, addresses: answer.addresses });
      const count = answer.addresses.length;
      setMessage(
        count === 0
          ? `No addresses are known at ${answer.postCode}. Enter the address by hand.`
          : `${count} ${count === 1 ? 'address' : 'addresses'} found at ${answer.postCode}. Choose one from the list.`,
      );
    } catch (error) {
      const failure = toApiFailure(error);
      if (failure.status === 400) setFieldError(failure.fields.postCode ?? failure.message);
      else if (failure.status === 503) setMessage(POSTCODE_LOOKUP_MESSAGES.unavailable);
      else setMessage(failure.message);
    }
  };

  const choose = (index: string) => {
    setChosen(index);
    const address = found?.addresses[Number(index)];
    if (index === '' || !address) return;
    fill('addressLine1', address.addressLine1);
    fill('addressLine2', address.addressLine2 ?? '');
    fill('addressLine3', address.addressLine3 ?? '');
    fill('town', address.town ?? '');
    fill('county', address.county ?? '');
    fill('postCode', address.postCode);
    fill('uprn', address.uprn ?? '');
    setMessage('The address has been filled in below. Check it, and change it if you need to.');
  };

  // Enter in the post code finds its addresses rather than saving a half-typed case.
  const findOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void find();
  };

  const count = found?.addresses.length ?? 0;
  return (
    <Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ width: { xs: '100%', sm: 260 } }} onKeyDown={findOnEnter}>
          <WatchedValue control={control} name="postCode">
            {(value) => (
              <LabelledInput
                id="case-post-code"
                label={CASE_FIELD_LABELS.postCode}
                autoComplete="off"
                required
                hint="For example SW1A 1AA."
                {...postCodeField}
                value={value}
                error={fieldError ?? postCodeField.error}
                onChange={(event) => {
                  setFieldError(null);
                  postCodeField.onChange?.(event);
                }}
                onBlur={(event) => {
                  postCodeField.onBlur?.(event);
                  onPostCodeBlur();
                }}
              />
            )}
          </WatchedValue>
        </Box>
        <Button
          variant="outlined"
          startIcon={<SearchOutlined />}
          aria-disabled={isFetching}
          onClick={() => void (isFetching ? undefined : find())}
          sx={{ height: 56, flexShrink: 0 }}
        >
          {isFetching ? 'Finding…' : 'Find address'}
        </Button>
      </Stack>
      {count > 0 && (
        <Box sx={{ mt: 2.5 }}>
          <SelectInput
            id="case-found-address"
            name="foundAddress"
            label="Choose the address"
            value={chosen}
            onChange={(event) => choose(event.target.value)}
            options={[
              {
                value: '',
                label: count === 1 ? 'Choose the address found' : `Choose one of ${count} addresses`,
              },
              ...(found?.addresses ?? []).map((address, index) => ({
                value: String(index),
                label: addressLabel(address),
              })),
            ]}
          />
        </Box>
      )}
      {/* Always in the page, so what it says next is announced. */}
      <Typography role="status" sx={{ color: 'text.secondary', mt: message ? 2 : 0 }}>
        {message ?? ''}
      </Typography>
    </Stack>
  );
}
