import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactElement } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { NavIcon, NavItem } from './nav-items';

const ICONS: Record<NavIcon, ReactElement> = {
  dashboard: <DashboardOutlined />,
  admins: <AdminPanelSettingsOutlined />,
  authorities: <AccountBalanceOutlined />,
  users: <PeopleOutlined />,
  cases: <FolderOpenOutlined />,
};

type SidebarNavProps = { items: readonly NavItem[] };

/** The sidebar's links; the current page is marked for sight and for screen readers. */
export function SidebarNav({ items }: SidebarNavProps) {
  const { pathname } = useLocation();

  return (
    <Box component="nav" aria-label="Main">
      <List sx={{ px: 1 }}>
        {items.map((item) => {
          const current = pathname === item.to;
          return (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.to}
                end
                selected={current}
                sx={{ borderRadius: 1, mb: 0.5 }}
              >
                <ListItemIcon sx={{ minWidth: 40, color: current ? 'primary.main' : 'text.secondary' }}>
                  {ICONS[item.icon]}
                </ListItemIcon>
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
