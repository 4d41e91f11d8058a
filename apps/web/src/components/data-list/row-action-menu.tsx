import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useMenuButton } from '../use-menu-button';
import type { RowAction } from './row-actions';

type RowActionMenuProps = { recordName: string; actions: RowAction[] };

/** A row's actions behind one button, "Actions for X", each with its word and its icon. */
export function RowActionMenu({ recordName, actions }: RowActionMenuProps) {
  const { close, buttonProps, menuProps } = useMenuButton();
  if (actions.length === 0) return null;

  return (
    <>
      <IconButton
        aria-label={`Actions for ${recordName}`}
        {...buttonProps}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <MoreVertOutlined />
      </IconButton>
      <Menu {...menuProps}>
        {actions.map((action) => (
          <MenuItem
            key={action.key}
            aria-label={action.name}
            onClick={() => {
              close();
              action.onClick();
            }}
          >
            <ListItemIcon>{action.icon}</ListItemIcon>
            <ListItemText>{action.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
