import type { Case } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DetailList, type Detail } from '@/components/detail-list';
import { SectionCard } from '@/components/section-card';
import { caseFieldText } from '../lib/case-field-text';

type CaseOverviewProps = {
  record: Case;
  /** Other features' parts of the overview, under the case's own (next actions, latest entries, grant). */
  main?: ReactNode;
  /** Beside them on a wide screen, under them on a phone (timescales, the applicant's access). */
  side?: ReactNode;
};

const SUMMARY_FIELDS = [
  'clientPhone',
  'clientEmail',
  'referralDate',
  'tenure',
  'estimatedCostPence',
] as const;

/** What an officer needs at a glance of the client and the case, from the case itself. */
function CaseSummary({ record }: { record: Case }) {
  const labels: Record<(typeof SUMMARY_FIELDS)[number], string> = {
    clientPhone: 'Telephone',
    clientEmail: 'E-mail',
    referralDate: 'Referred',
    tenure: 'Tenure',
    estimatedCostPence: 'Estimated cost',
  };
  const details: Detail[] = SUMMARY_FIELDS.flatMap((name) => {
    const text = caseFieldText(record, name);
    return text === null ? [] : [{ label: labels[name], text }];
  });
  if (details.length === 0 && !record.description) return null;
  return (
    <SectionCard heading="At a glance">
      {details.length > 0 && <DetailList details={details} stackOnPhone />}
      {record.description && (
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {record.description}
        </Typography>
      )}
    </SectionCard>
  );
}

/** The Overview tab: the case at a glance, then what other features have to say of it. */
export function CaseOverview({ record, main, side }: CaseOverviewProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 380px' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <CaseSummary record={record} />
        {main}
      </Stack>
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        {side}
      </Stack>
    </Box>
  );
}
