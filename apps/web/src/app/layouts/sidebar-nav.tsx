import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import HandymanOutlined from '@mui/icons-material/HandymanOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactElement } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { SCREEN_READER_ONLY } from '@/components/screen-reader-only';
import { navItemState, type NavIcon, type NavItem } from './nav-items';

const ICONS: Record<NavIcon, ReactElement> = {
  dashboard: <DashboardOutlined />,
  admins: <AdminPanelSettingsOutlined />,
  authorities: <AccountBalanceOutlined />,
  users: <PeopleOutlined />,
  contractors: <HandymanOutlined />,
  cases: <FolderOpenOutlined />,
  payments: <PaymentsOutlined />,
};

type SidebarNavProps = { items: readonly NavItem[] };

/**
 * The sidebar's links; the current page, or the section a sub-page belongs to (an edit form
 * under Admin List), is marked for sight and for screen readers; a count of what waits there
 * (payments to authorise) is read out with the link.
 */
export function SidebarNav({ items }: SidebarNavProps) {
  const { pathname } = useLocation();

  return (
    <Box component="nav" aria-label="Main">
      <List sx={{ px: 1 }}>
        {items.map((item) => {
          const state = navItemState(item, pathname);
          const current = state !== null;
          return (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={item.to}
                aria-current={state === 'page' ? 'page' : state === 'section' ? 'location' : undefined}
                selected={current}
                sx={{ borderRadius: 1, mb: 0.5 }}
              >
                <ListItemIcon sx={{ minWidth: 40, color: current ? 'primary.main' : 'text.secondary' }}>
                  {ICONS[item.icon]}
                </ListItemIcon>
                <ListItemText primary={item.label} />
                {item.badge && (
                  <>
                    <Chip
                      size="small"
                      color="warning"
                      label={item.badge.count}
                      aria-hidden
                      sx={{ ml: 1, fontWeight: 700 }}
                    />
                    <Box component="span" sx={SCREEN_READER_ONLY}>
                      ({item.badge.label})
                    </Box>
                  </>
                )}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
