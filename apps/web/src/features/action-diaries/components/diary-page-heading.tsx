import type { Case } from '@casekeeper/contract';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { pageTitle } from '@/config/app';
import { paths } from '@/config/paths';

type DiaryPageHeadingProps = {
  heading: string;
  caseId: number;
  /** The case, once read: its number and client name under the heading. */
  record: Case | undefined;
  /** Where the back button goes, when not to the case itself. */
  back?: { label: string; to: string };
};

export const clientNameOf = (record: Case) =>
  [record.clientTitle, record.clientFirstName, record.clientLastName].filter(Boolean).join(' ');

/** The top of a diary page: a way back, what the page is, and whose case it belongs to. */
export function DiaryPageHeading({ heading, caseId, record, back }: DiaryPageHeadingProps) {
  const way = back ?? { label: 'Back to case', to: paths.caseManager.edit(caseId) };
  return (
    <div>
      <title>{pageTitle(record ? `${heading} · ${record.caseNumber}` : heading)}</title>
      <Button component={RouterLink} to={way.to} startIcon={<ArrowBackOutlined />} sx={{ mb: 1 }}>
        {way.label}
      </Button>
      <Typography
        component="h1"
        variant="h4"
        sx={{ fontWeight: 700, overflowWrap: 'anywhere', fontSize: { xs: '1.625rem', sm: '2.125rem' } }}
      >
        {heading}
      </Typography>
      <Typography sx={{ mt: 0.5, fontSize: '1.125rem', minHeight: '1.6em' }}>
        {record ? (
          <>
            Case{' '}
            <Link component={RouterLink} to={paths.caseManager.edit(caseId)} sx={{ fontWeight: 600 }}>
              {record.caseNumber}
            </Link>{' '}
            · {clientNameOf(record)}
          </>
        ) : null}
      </Typography>
    </div>
  );
}

/** "Case HBC-2026-00041 · Peggy Woolley", under a form's heading. */
export function CaseLine({ record }: { record: Case | undefined }) {
  return record ? (
    <Typography component="span">
      Case {record.caseNumber} · {clientNameOf(record)}
    </Typography>
  ) : null;
}
