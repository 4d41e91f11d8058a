import MoreHorizOutlined from '@mui/icons-material/MoreHorizOutlined';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** One thing a page's header offers: a link to follow, or something to do here. */
export type PageAction = {
  label: string;
  icon: ReactNode;
  /** The page's main action: filled, and kept in sight on a phone. */
  main?: boolean;
  /** Said instead of the label while it works; choosing it then does nothing. */
  busyLabel?: string | null;
} & ({ to: string; onSelect?: never } | { onSelect: () => void; to?: never });

function ActionButton({ action }: { action: PageAction }) {
  const look = { variant: action.main ? 'contained' : 'outlined', startIcon: action.icon } as const;
  if (action.to !== undefined)
    return (
      <Button component={RouterLink} to={action.to} {...look}>
        {action.label}
      </Button>
    );
  const busy = Boolean(action.busyLabel);
  return (
    <Button {...look} aria-disabled={busy} onClick={busy ? undefined : action.onSelect}>
      {action.busyLabel ?? action.label}
    </Button>
  );
}

/** On a phone, what the header does not keep in sight: one button, and a menu of the rest. */
function MoreActions({ actions }: { actions: PageAction[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<MoreHorizOutlined />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        More actions
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {actions.map((action) => {
          const content = (
            <>
              <ListItemIcon>{action.icon}</ListItemIcon>
              <ListItemText>{action.busyLabel ?? action.label}</ListItemText>
            </>
          );
          return action.to !== undefined ? (
            <MenuItem key={action.label} component={RouterLink} to={action.to} sx={{ minHeight: 44 }}>
              {content}
            </MenuItem>
          ) : (
            <MenuItem
              key={action.label}
              aria-disabled={Boolean(action.busyLabel)}
              sx={{ minHeight: 44 }}
              onClick={() => {
                close();
                if (!action.busyLabel) action.onSelect();
              }}
            >
              {content}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

/** Draws a header's action bar with more actions after its own (other features hand theirs in). */
export type ActionsBar = (more: PageAction[]) => ReactNode;

/**
 * A header's actions, as a group named `label`: every one a button on a wide screen; on a phone
 * the main ones and "More actions", so the header stays short.
 */
export function ActionBar({ label, actions }: { label: string; actions: PageAction[] }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const others = actions.filter((action) => !action.main);
  // A menu of one hides it for nothing.
  const tuck = phone && others.length > 1;
  const inSight = tuck ? actions.filter((action) => action.main) : actions;
  const tucked = tuck ? others : [];
  return (
    <Stack
      direction="row"
      useFlexGap
      aria-label={label}
      role="group"
      sx={{ flexWrap: 'wrap', gap: 1, '& .MuiButton-root': { minHeight: 44 } }}
    >
      {inSight.map((action) => (
        <ActionButton key={action.label} action={action} />
      ))}
      {tucked.length > 0 && <MoreActions actions={tucked} />}
    </Stack>
  );
}
