import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { CELL_PADDING_X } from './column-widths';
import type { RowAction } from './row-actions';

/** An icon button is 34 px wide, with 4 px between two. */
const BUTTON_WIDTH = 34;
const GAP = 4;

/** The width of a table's actions column whose rows have at most `count` actions, padding included. */
export const actionsColumnWidth = (count: number) =>
  Math.max(90, count * BUTTON_WIDTH + Math.max(0, count - 1) * GAP + 2 * CELL_PADDING_X);

/** A row's actions in a table: icon buttons named for what they do to which record, with a tooltip saying so. */
export function RowActionButtons({ actions }: { actions: RowAction[] }) {
  return (
    <Stack direction="row" spacing={`${GAP}px`} sx={{ justifyContent: 'flex-end' }}>
      {actions.map((action) => (
        <Tooltip key={action.key} title={action.name}>
          <IconButton size="small" aria-label={action.name} onClick={action.onClick}>
            {action.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
