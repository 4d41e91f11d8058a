import type { Case } from '@casekeeper/contract';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ActionBar, type ActionsBar, type PageAction } from '@/components/action-bar';
import { pageTitle } from '@/config/app';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { caseTabSearch } from '../hooks/use-case-tab';
import { clientName } from '../lib/case-field-text';

type CaseWorkspaceHeaderProps = {
  record: Case;
  back: { label: string; to: string };
  /** The case's clocks as badges (the clocks feature's), beside its status. */
  badges?: ReactNode;
  /** What nobody may miss (warning notes), under the facts. */
  notices?: ReactNode;
  /**
   * Other features' actions (send a letter, the case summary), after the header's own: they hand
   * theirs to `bar`, and render beside it what their actions open (dialogs, messages).
   */
  actions?: (bar: ActionsBar) => ReactNode;
};

/** "Officer: Sam Officer": one fact of the header, its label quieter than its value. */
function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <Typography component="span" sx={{ whiteSpace: 'nowrap' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {value ?? 'None'}
    </Typography>
  );
}

/** Where the status is changed: the Details tab's panel, scrolled to. */
export const STATUS_CHANGE_ANCHOR = 'change-status';

/**
 * The top of a case's page, on every tab: a way back, the case number, status, priority and
 * clocks, whose case it is and where, its warning notes, and what the viewer may do next.
 */
export function CaseWorkspaceHeader({ record, back, badges, notices, actions }: CaseWorkspaceHeaderProps) {
  const heading = `Case ${record.caseNumber}`;
  const address = [record.addressLine1, record.town, record.postCode].filter(Boolean).join(', ');
  const base = paths.caseManager.edit(record.id);
  const own: PageAction[] = [
    ...(record.can.changeStatus
      ? [
          {
            label: 'Change status',
            icon: <SwapHorizOutlined />,
            main: true,
            to: `${base}${caseTabSearch('details')}#${STATUS_CHANGE_ANCHOR}`,
          },
        ]
      : []),
    ...(record.can.edit
      ? [
          { label: 'Add action', icon: <NoteAddOutlined />, to: paths.actionDiary.list.href(record.id) },
          { label: 'Upload', icon: <UploadFileOutlined />, to: `${base}${caseTabSearch('documents')}` },
        ]
      : []),
    // Whoever reads the case reads its diaries.
    { label: 'Action diary', icon: <EventNoteOutlined />, to: paths.actionDiary.list.href(record.id) },
  ];
  const bar: ActionsBar = (more) => <ActionBar label="Case actions" actions={[...own, ...more]} />;
  return (
    <Stack spacing={1.5} component="header">
      <title>{pageTitle(heading)}</title>
      <div>
        <Button component={RouterLink} to={back.to} startIcon={<ArrowBackOutlined />}>
          {back.label}
        </Button>
      </div>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          component="h1"
          variant="h4"
          // Smaller on a phone (h4 is 2.125rem), so a case number stays on one line.
          sx={{
            fontWeight: 700,
            overflowWrap: 'anywhere',
            fontSize: { xs: '1.625rem', sm: '2.125rem' },
            mr: 0.5,
          }}
        >
          {heading}
        </Typography>
        <Chip color="primary" variant="outlined" label={record.statusName} />
        <Chip variant="outlined" label={`Priority: ${record.priority}`} />
        {record.restricted && (
          <Chip
            icon={<LockOutlined aria-hidden />}
            variant="outlined"
            label="Restricted"
            title="Only the people named on it can see this case"
          />
        )}
        {badges}
      </Stack>
      <div>
        <Typography sx={{ fontSize: '1.125rem', fontWeight: 600 }}>{clientName(record)}</Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{address}</Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, mt: 0.5 }}>
          <Fact label="Officer" value={record.assignedOfficerName} />
          <Fact label="Contractor" value={record.contractorName} />
        </Stack>
        {/* Not on a phone, where the header stays short: the history on Details says the same. */}
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', mt: 0.5, display: { xs: 'none', sm: 'block' } }}
        >
          Opened {formatDateTime(record.createdAt)} by {record.createdByName}. Last saved{' '}
          {formatDateTime(record.updatedAt)} by {record.updatedByName}.
        </Typography>
      </div>
      {notices}
      {actions ? actions(bar) : bar([])}
    </Stack>
  );
}
