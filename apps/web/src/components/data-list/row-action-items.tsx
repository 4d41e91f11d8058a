import Tooltip from '@mui/material/Tooltip';
import { GridActionsCellItem, type GridActionsCellItemProps } from '@mui/x-data-grid';
import type { ReactElement } from 'react';
import type { RowAction } from './row-actions';

/** A grid action button with a tooltip naming what it does; the grid manages its focus. */
function TooltipActionItem(props: GridActionsCellItemProps) {
  return (
    <Tooltip title={props.label}>
      <GridActionsCellItem {...props} />
    </Tooltip>
  );
}

/** The grid's action buttons for a row: icons, each with a tooltip and an accessible name. */
export function gridActionItems(actions: RowAction[]): ReactElement<GridActionsCellItemProps>[] {
  return actions.map((action) => (
    <TooltipActionItem key={action.key} icon={action.icon} label={action.name} onClick={action.onClick} />
  ));
}
