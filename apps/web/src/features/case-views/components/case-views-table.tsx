import type { CaseView } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SCREEN_READER_ONLY } from '@/components/screen-reader-only';
import { formatDateTime } from '@/lib/format-date';
import { onBehalfWords, personName, roleWords, whatWords } from '../lib/case-view-words';

/** The looks as a table, on a wide screen: when, who and their role, what, and on whose behalf. */
export function CaseViewsTable({ views }: { views: readonly CaseView[] }) {
  return (
    <Table size="small" aria-label="Who has looked at this case">
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Who</TableCell>
          <TableCell>Role</TableCell>
          <TableCell>What</TableCell>
          <TableCell>On behalf of</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {views.map((view) => (
          <TableRow key={view.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(view.occurredAt)}</TableCell>
            <TableCell>{personName(view.viewer)}</TableCell>
            <TableCell>{roleWords(view.viewer)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{whatWords(view)}</TableCell>
            <TableCell>
              {view.onBehalfOf ? (
                `${personName(view.onBehalfOf)} (platform admin)`
              ) : (
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  <span aria-hidden="true">—</span>
                  <Box component="span" sx={SCREEN_READER_ONLY}>
                    Nobody: they did it themselves
                  </Box>
                </Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The looks stacked, on a phone: who and their role, then what, when, and on whose behalf. */
export function CaseViewsStack({ views }: { views: readonly CaseView[] }) {
  return (
    <Box component="ol" aria-label="Who has looked at this case" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {views.map((view) => {
        const onBehalf = onBehalfWords(view);
        return (
          <Box component="li" key={view.id} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
            <Typography sx={{ fontWeight: 700 }}>
              {personName(view.viewer)}{' '}
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {roleWords(view.viewer)}
              </Typography>
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {whatWords(view)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {formatDateTime(view.occurredAt)}
            </Typography>
            {onBehalf && <Typography variant="body2">{onBehalf}</Typography>}
          </Box>
        );
      })}
    </Box>
  );
}
