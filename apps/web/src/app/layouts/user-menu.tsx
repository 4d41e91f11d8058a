import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useSignOut } from './use-sign-out';

type UserMenuProps = {
  /** What the button shows, e.g. the first name and the role label. */
  button: ReactNode;
  /** Its accessible name. */
  label: string;
  profileLabel: string;
  /**
   * While an admin impersonates, the user's password and sign-out are not theirs to use: the way
   * back is "Back to Admin Dashboard".
   */
  impersonating?: boolean;
};

/** The account menu of the top bar: profile, change password and logout. */
export function UserMenu({ button, label, profileLabel, impersonating = false }: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const signOut = useSignOut();
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<AccountCircleOutlined />}
        sx={{ textAlign: 'left' }}
      >
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2 }}>
          {button}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={RouterLink} to={paths.profile} onClick={close}>
          {profileLabel}
        </MenuItem>
        {!impersonating && [
          <MenuItem key="password" component={RouterLink} to={paths.changePassword} onClick={close}>
            Change Password
          </MenuItem>,
          <Divider key="divider" />,
          <MenuItem
            key="logout"
            onClick={() => {
              close();
              signOut();
            }}
          >
            Logout
          </MenuItem>,
        ]}
      </Menu>
    </>
  );
}
