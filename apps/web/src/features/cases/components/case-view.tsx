import {
  CASE_FIELD_KEYS,
  CASE_FIELD_SECTIONS,
  CASE_FIELDS,
  CASE_MESSAGES,
  type Case,
  type CaseFieldKey,
  type CaseFieldSection,
} from '@casekeeper/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { CASE_FIELD_LABELS } from '../lib/case-field-labels';
import { caseFieldText, clientName, postalAddress } from '../lib/case-field-text';
import { CaseDetailsList, type CaseDetail } from './case-details-list';
import { SectionCard } from '@/components/section-card';

/** Fields read together, as a person writes them: the client's name, and the address as on an envelope. */
const READ_TOGETHER: { label: string; keys: readonly CaseFieldKey[]; text: (record: Case) => string }[] = [
  { label: 'Name', keys: ['clientTitle', 'clientFirstName', 'clientLastName'], text: clientName },
  {
    label: 'Address',
    keys: ['addressLine1', 'addressLine2', 'addressLine3', 'town', 'county', 'postCode'],
    text: postalAddress,
  },
];

/** A section's details: its fields in the catalogue's order, those read together once, where the first stands. */
function sectionDetails(record: Case, section: CaseFieldSection): CaseDetail[] {
  return CASE_FIELD_KEYS.filter((key) => CASE_FIELDS[key].section === section).flatMap(
    (key): CaseDetail[] => {
      const together = READ_TOGETHER.find((group) => group.keys.includes(key));
      if (together)
        return together.keys[0] === key ? [{ label: together.label, text: together.text(record) }] : [];
      return [
        {
          label: CASE_FIELD_LABELS[key],
          text: caseFieldText(record, key),
          wide: CASE_FIELDS[key].format === 'longText',
        },
      ];
    },
  );
}

/** A case for someone who may read it but not change it: the form's sections, as text. */
export function CaseView({ record }: { record: Case }) {
  return (
    <Stack spacing={2.5}>
      <Alert severity="info" variant="outlined">
        {CASE_MESSAGES.readOnly}
      </Alert>
      {(Object.keys(CASE_FIELD_SECTIONS) as CaseFieldSection[]).map((section) => (
        <SectionCard key={section} heading={CASE_FIELD_SECTIONS[section]}>
          <CaseDetailsList details={sectionDetails(record, section)} />
        </SectionCard>
      ))}
    </Stack>
  );
}
