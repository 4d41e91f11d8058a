import { BULK_CASE_IDS_MAX, type CaseListRow } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CaseListSelection, CaseSelectionState } from '../hooks/use-case-selection';
import { useKeepRowsInPlace } from '../hooks/use-keep-rows-in-place';
import { PageTickBox, SELECT_PAGE_LABEL, type BulkToolbar } from './case-selection';

type SelectionBarProps = {
  rows: readonly CaseListRow[];
  total: number | undefined;
  selection: CaseSelectionState;
  toolbar: BulkToolbar;
};

const countWords = ({ count, allMatching }: CaseListSelection) =>
  allMatching
    ? `All ${count.toLocaleString('en-GB')} matching cases selected`
    : `${count.toLocaleString('en-GB')} selected`;

/**
 * Hidden from sight, always in the page: says the count politely as it changes. (Sizes in px
 * words: to sx, a width of 1 is 100%.)
 */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  m: '-1px',
  p: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function SelectionAnnouncement({ bulk }: { bulk: CaseListSelection }) {
  return (
    <Box role="status" sx={VISUALLY_HIDDEN}>
      {bulk.count > 0 ? countWords(bulk) : ''}
    </Box>
  );
}

/**
 * Above the rows once any case is chosen (nothing at all before): how many, every case the
 * filter lists once the whole page is, a way to clear, and the bulk actions.
 */
export function CaseSelectionBar(props: SelectionBarProps) {
  return props.selection.bulk.count > 0 ? <ChosenCasesBar {...props} /> : null;
}

function ChosenCasesBar({ rows, total, selection, toolbar }: SelectionBarProps) {
  const keepRowsInPlace = useKeepRowsInPlace<HTMLDivElement>();
  const { bulk } = selection;
  const wholePage = rows.length > 0 && rows.every((row) => selection.isChosen(row.id));
  const mayChooseAll = wholePage && !selection.allMatching && total !== undefined && total > rows.length;
  return (
    <Paper
      ref={keepRowsInPlace}
      role="group"
      aria-label="Chosen cases"
      variant="outlined"
      sx={{ px: 2, py: 1, borderColor: 'primary.main' }}
    >
      <Stack
        useFlexGap
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap', columnGap: 2 }}
      >
        {/* The count and the way out on one line, on a phone too. */}
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: { xs: 'space-between', md: 'flex-start' } }}
        >
          <Typography sx={{ fontWeight: 600 }}>{countWords(bulk)}</Typography>
          <Button onClick={selection.clear} sx={{ minHeight: 44 }}>
            Clear selection
          </Button>
        </Stack>
        {mayChooseAll && (
          <Button
            onClick={selection.selectAllMatching}
            sx={{ minHeight: 44, alignSelf: { xs: 'flex-start', md: 'center' } }}
          >
            Select all {total.toLocaleString('en-GB')} cases that match
          </Button>
        )}
        {!bulk.allMatching && bulk.count > BULK_CASE_IDS_MAX && (
          <Typography sx={{ color: 'error.main' }}>
            Tick at most {BULK_CASE_IDS_MAX} cases, or select all that match.
          </Typography>
        )}
        <Box sx={{ ml: { md: 'auto' } }}>{toolbar(bulk)}</Box>
      </Stack>
    </Paper>
  );
}

/**
 * Above the list: on a phone, where the cards have no header row, the whole page's tick box on a
 * line of its own (a 44 px target); then the bar, once any case is chosen. The bar keeps its place
 * in the tree at either width, so turning the phone (or narrowing the window) keeps an action's
 * dialog open.
 */
export function CaseSelectionToolbar({ phone, ...props }: SelectionBarProps & { phone: boolean }) {
  return (
    <>
      {phone && (
        <FormControlLabel
          label={SELECT_PAGE_LABEL}
          sx={{ minHeight: 44, ml: 0, mr: 0, gap: 1.5, alignSelf: 'flex-start' }}
          control={<PageTickBox rows={props.rows} selection={props.selection} />}
        />
      )}
      <CaseSelectionBar {...props} />
    </>
  );
}
