import type { Case } from '@casekeeper/contract';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { pageTitle } from '@/config/app';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { clientName } from '../lib/case-field-text';

type CaseHeadingProps = {
  heading: string;
  back: { label: string; to: string };
  /** The case shown: its status, client and who opened and last saved it. */
  record?: Case | null;
};

/** The top of a case page: a way back, the case number and status, its action diary, and whose case it is. */
export function CaseHeading({ heading, back, record }: CaseHeadingProps) {
  return (
    <div>
      <title>{pageTitle(heading)}</title>
      <Button component={RouterLink} to={back.to} startIcon={<ArrowBackOutlined />} sx={{ mb: 1 }}>
        {back.label}
      </Button>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          component="h1"
          variant="h4"
          // Smaller on a phone (h4 is 2.125rem), so a case number stays on one line.
          sx={{ fontWeight: 700, overflowWrap: 'anywhere', fontSize: { xs: '1.625rem', sm: '2.125rem' } }}
        >
          {heading}
        </Typography>
        {record && <Chip color="primary" variant="outlined" label={record.statusName} />}
        {record?.restricted && (
          <Chip
            icon={<LockOutlined aria-hidden />}
            variant="outlined"
            label="Restricted"
            title="Only the people named on it can see this case"
          />
        )}
        {record && (
          // Whoever reads the case reads its diaries.
          <Button
            component={RouterLink}
            to={paths.actionDiary.list.href(record.id)}
            variant="outlined"
            startIcon={<EventNoteOutlined />}
            sx={{ ml: { sm: 'auto' } }}
          >
            Action diary
          </Button>
        )}
      </Stack>
      {record && (
        <>
          <Typography sx={{ mt: 0.5, fontSize: '1.125rem' }}>
            {clientName(record)}, {record.postCode}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            Opened {formatDateTime(record.createdAt)} by {record.createdByName}. Last saved{' '}
            {formatDateTime(record.updatedAt)} by {record.updatedByName}.
          </Typography>
        </>
      )}
    </div>
  );
}
