import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { EmailField, PhoneField } from '@/components/contact-fields';
import { LabelledInput, type FieldProps } from '@/components/labelled-input';
import { CASE_FIELD_LABELS } from '../lib/case-field-labels';
import type { CaseValues } from '../lib/case-form-schema';
import { CaseSection } from './case-section';

type ClientFieldName =
  'clientTitle' | 'clientFirstName' | 'clientLastName' | 'clientDateOfBirth' | 'clientPhone' | 'clientEmail';

type CaseClientFieldsProps = { field: (name: ClientFieldName & keyof CaseValues) => FieldProps };

/** The person the case is for: never the signed-in user, so the browser fills nothing in. */
export function CaseClientFields({ field }: CaseClientFieldsProps) {
  const label = CASE_FIELD_LABELS;
  return (
    <CaseSection heading="Client">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <Box sx={{ width: { xs: '100%', sm: 160 }, flexShrink: 0 }}>
          <LabelledInput
            id="case-client-title"
            label={label.clientTitle}
            autoComplete="off"
            hint="Optional."
            {...field('clientTitle')}
          />
        </Box>
        <LabelledInput
          id="case-client-first-name"
          label={label.clientFirstName}
          autoComplete="off"
          required
          {...field('clientFirstName')}
        />
        <LabelledInput
          id="case-client-last-name"
          label={label.clientLastName}
          autoComplete="off"
          required
          {...field('clientLastName')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <LabelledInput
          id="case-client-date-of-birth"
          label={label.clientDateOfBirth}
          autoComplete="off"
          hint="Optional. For example 27/03/1948."
          {...field('clientDateOfBirth')}
        />
        <PhoneField id="case-client-phone" autoComplete="off" {...field('clientPhone')} />
      </Stack>
      <EmailField id="case-client-email" autoComplete="off" {...field('clientEmail')} />
    </CaseSection>
  );
}
