import LinearProgress from '@mui/material/LinearProgress';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** Wraps every page; the admin, authority and front layouts nest inside it. */
export function RootLayout() {
  const navigation = useNavigation();

  return (
    <>
      {navigation.state !== 'idle' && (
        <LinearProgress
          aria-label="Loading page"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}
        />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
