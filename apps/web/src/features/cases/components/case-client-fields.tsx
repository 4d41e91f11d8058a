import Box from '@mui/material/Box';
import { EmailField, PhoneField } from '@/components/contact-fields';
import type { FieldProps } from '@/components/labelled-input';
import type { CaseValues } from '../lib/case-form-schema';
import { CaseInput, FieldRow } from './case-input';
import { SectionCard } from '@/components/section-card';

type ClientFieldName =
  'clientTitle' | 'clientFirstName' | 'clientLastName' | 'clientDateOfBirth' | 'clientPhone' | 'clientEmail';

type CaseClientFieldsProps = { field: (name: ClientFieldName & keyof CaseValues) => FieldProps };

/** The person the case is for: never the signed-in user, so the browser fills nothing in. */
export function CaseClientFields({ field }: CaseClientFieldsProps) {
  return (
    <SectionCard heading="Client">
      <FieldRow>
        <Box sx={{ width: { xs: '100%', sm: 160 }, flexShrink: 0 }}>
          <CaseInput {...field('clientTitle')} />
        </Box>
        <CaseInput required {...field('clientFirstName')} />
        <CaseInput required {...field('clientLastName')} />
      </FieldRow>
      <FieldRow>
        <CaseInput hint="Optional. For example 27/03/1948." {...field('clientDateOfBirth')} />
        <PhoneField id="case-client-phone" autoComplete="off" {...field('clientPhone')} />
      </FieldRow>
      <EmailField id="case-client-email" autoComplete="off" {...field('clientEmail')} />
    </SectionCard>
  );
}
