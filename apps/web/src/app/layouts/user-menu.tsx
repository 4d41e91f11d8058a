import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMenuButton } from '@/components/use-menu-button';
import { paths } from '@/config/paths';
import { useSignOut } from './use-sign-out';

type UserMenuProps = {
  /** What the button shows, e.g. the first name and the role label. */
  button: ReactNode;
  /** Its accessible name, which begins with the text the button shows (WCAG 2.5.3 Label in Name). */
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
  const { close, buttonProps, menuProps } = useMenuButton();
  const signOut = useSignOut();

  return (
    <>
      <Button
        color="inherit"
        aria-label={label}
        {...buttonProps}
        startIcon={<AccountCircleOutlined />}
        // Its name is cut short to fit (AccountButton): the bar's other controls give way, not it.
        sx={{ textAlign: 'left', flexShrink: 0 }}
      >
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2 }}>
          {button}
        </Box>
      </Button>
      <Menu {...menuProps}>
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
