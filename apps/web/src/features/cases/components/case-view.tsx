import { CASE_MESSAGES, type Case } from '@casekeeper/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { CASE_FIELD_LABELS, type CaseFieldName } from '../lib/case-field-labels';
import { caseFieldText, clientName, postalAddress } from '../lib/case-field-text';
import { CaseDetailsList, type CaseDetail } from './case-details-list';
import { SectionCard } from '@/components/section-card';

/** A case for someone who may read it but not change it: the form's sections, as text. */
export function CaseView({ record }: { record: Case }) {
  const field = (name: CaseFieldName, wide = false): CaseDetail => ({
    label: CASE_FIELD_LABELS[name],
    text: caseFieldText(record, name),
    wide,
  });
  return (
    <Stack spacing={2.5}>
      <Alert severity="info" variant="outlined">
        {CASE_MESSAGES.readOnly}
      </Alert>
      <SectionCard heading="Client">
        <CaseDetailsList
          details={[
            { label: 'Name', text: clientName(record) },
            field('clientDateOfBirth'),
            field('clientPhone'),
            field('clientEmail'),
          ]}
        />
      </SectionCard>
      <SectionCard heading="Address">
        <CaseDetailsList details={[{ label: 'Address', text: postalAddress(record) }, field('uprn')]} />
      </SectionCard>
      <SectionCard heading="Case details">
        <CaseDetailsList
          details={[
            field('referralDate'),
            field('referralSource'),
            field('priority'),
            field('description', true),
          ]}
        />
      </SectionCard>
      <SectionCard heading="Officer and contractor">
        <CaseDetailsList details={[field('assignedOfficerId'), field('contractorId')]} />
      </SectionCard>
      <SectionCard heading="Money">
        <CaseDetailsList details={[field('estimatedCostPence'), field('approvedGrantPence')]} />
      </SectionCard>
    </Stack>
  );
}
