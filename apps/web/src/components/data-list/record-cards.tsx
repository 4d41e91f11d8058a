import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { displayedRows, pagerMoveProps, type PageMove } from './pager-moves';
import { RowActionMenu } from './row-action-menu';
import type { RowAction } from './row-actions';

export type CardView<R> = {
  /** The record's name: the card's title and the row menu's "Actions for …". */
  rowName: (row: R) => string;
  /** A few short lines under the name (e-mail, town…); empty ones are left out. */
  cardLines: (row: R) => (string | null | undefined)[];
  /** The status chip. */
  cardStatus?: (row: R) => ReactNode;
  rowActions: (row: R) => RowAction[];
};

type RecordCardsProps<R extends { id: number | string }> = CardView<R> & {
  label: string;
  rows: readonly R[];
  loading: boolean;
  emptyText: string;
  total: number;
  pageNo: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPageNo: (pageNo: number) => void;
  onPageSize: (pageSize: number) => void;
  /** For a list that goes between pages itself: first and last buttons too. */
  onMove?: (to: PageMove) => void;
};

/** On a phone, each record is a card: its name, a few lines, its status and a row menu. */
export function RecordCards<R extends { id: number | string }>(props: RecordCardsProps<R>) {
  const { rows, rowName, cardLines, cardStatus, rowActions } = props;

  return (
    <Stack spacing={1.5}>
      <Box sx={{ minHeight: 4 }}>
        {props.loading && <LinearProgress aria-label={`Loading ${props.label}`} />}
      </Box>
      {rows.length === 0 && !props.loading ? (
        <Typography sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }}>
          {props.emptyText}
        </Typography>
      ) : (
        <Stack component="ul" aria-label={props.label} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((row) => (
            <Paper component="li" variant="outlined" key={row.id} sx={{ p: 2 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{rowName(row)}</Typography>
                  {cardLines(row)
                    .filter((line): line is string => Boolean(line))
                    .map((line) => (
                      <Typography
                        key={line}
                        variant="body2"
                        sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
                      >
                        {line}
                      </Typography>
                    ))}
                  {cardStatus && <Box sx={{ pt: 0.5 }}>{cardStatus(row)}</Box>}
                </Stack>
                <RowActionMenu recordName={rowName(row)} actions={rowActions(row)} />
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <TablePagination
        component="div"
        count={props.total}
        page={props.total === 0 ? 0 : props.pageNo - 1}
        rowsPerPage={props.pageSize}
        rowsPerPageOptions={[...props.pageSizes]}
        labelRowsPerPage="Per page"
        onPageChange={(_, page) => props.onPageNo(page + 1)}
        onRowsPerPageChange={(event) => props.onPageSize(Number(event.target.value))}
        labelDisplayedRows={displayedRows}
        {...pagerMoveProps(props.onMove)}
        sx={{ '& .MuiTablePagination-toolbar': { px: 0, flexWrap: 'wrap' } }}
      />
    </Stack>
  );
}
