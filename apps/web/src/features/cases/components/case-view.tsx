import type { Case } from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import { CaseDetailsList } from './case-details-list';
import { CaseSection } from './case-section';

/** A case for someone who may read it but not change it: the form's sections, as text. */
export function CaseView({ record }: { record: Case }) {
  return (
    <Stack spacing={2.5}>
      <CaseSection heading="Client">
        <CaseDetailsList
          record={record}
          names={[
            'clientTitle',
            'clientFirstName',
            'clientLastName',
            'clientDateOfBirth',
            'clientPhone',
            'clientEmail',
          ]}
        />
      </CaseSection>
      <CaseSection heading="Address">
        <CaseDetailsList
          record={record}
          names={['addressLine1', 'addressLine2', 'addressLine3', 'town', 'county', 'postCode', 'uprn']}
          wide={['addressLine1', 'addressLine2', 'addressLine3']}
        />
      </CaseSection>
      <CaseSection heading="Case details">
        <CaseDetailsList
          record={record}
          names={['referralDate', 'referralSource', 'priority', 'description']}
          wide={['description']}
        />
      </CaseSection>
      <CaseSection heading="Officer and contractor">
        <CaseDetailsList record={record} names={['assignedOfficerId', 'contractorId']} />
      </CaseSection>
      <CaseSection heading="Money">
        <CaseDetailsList record={record} names={['estimatedCostPence', 'approvedGrantPence']} />
      </CaseSection>
    </Stack>
  );
}
