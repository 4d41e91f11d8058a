import type { Case, CaseStatusChange } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { STATUS_CHANGE_ANCHOR } from './case-workspace-header';
import { StatusChangePanel } from './status-change-panel';
import { StatusHistory } from './status-history';

const UNSAVED = 'Save or cancel your changes to the case before changing its status.';

type CaseDetailsProps = {
  record: Case;
  /** The form, or the read-only view. */
  main: ReactNode;
  dirty: boolean;
  history: { data: CaseStatusChange[] | undefined; loading: boolean; error: string | null };
  onReload: () => void;
  /** Beside the history (restricted access, who looked at the case). */
  side?: ReactNode;
  /** As wide as the page, below the fields (the grant, payments). */
  sections?: ReactNode;
  shown: boolean;
};

/**
 * The Details tab: the status to move on, the case's fields (a form for its writers, with the
 * unsaved-changes guard and the 409 handling of CaseForm), its history and the parts of the case
 * other features keep.
 */
export function CaseDetails({
  record,
  main,
  dirty,
  history,
  onReload,
  side,
  sections,
  shown,
}: CaseDetailsProps) {
  const statusRef = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  // "Change status" in the header opens this tab at the panel.
  useEffect(() => {
    if (!shown || hash !== `#${STATUS_CHANGE_ANCHOR}`) return;
    const panel = statusRef.current;
    if (!panel) return;
    // jsdom has no scrolling.
    if ('scrollIntoView' in panel) panel.scrollIntoView({ block: 'start' });
    panel.focus();
  }, [shown, hash]);

  return (
    <Stack spacing={3}>
      {record.can.edit && (
        <Box
          id={STATUS_CHANGE_ANCHOR}
          ref={statusRef}
          tabIndex={-1}
          sx={{ outline: 'none', scrollMarginTop: 88 }}
        >
          <StatusChangePanel record={record} blockedBy={dirty ? UNSAVED : null} onReload={onReload} />
        </Box>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        {main}
        <Stack spacing={3}>
          <StatusHistory history={history.data} loading={history.loading} error={history.error} />
          {side}
        </Stack>
      </Box>
      {sections}
    </Stack>
  );
}
