import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pageTitle } from '@/config/app';
import { useSessionUser } from '@/lib/session/use-session-user';

type DashboardWelcomeProps = { heading: string; line: string };

/** A first dashboard: the heading and a welcome line; the panels arrive with later work. */
export function DashboardWelcome({ heading, line }: DashboardWelcomeProps) {
  const user = useSessionUser();

  return (
    <Stack spacing={1.5}>
      <title>{pageTitle(heading)}</title>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      <Typography sx={{ fontSize: '1.125rem' }}>
        Welcome{user?.first_name ? `, ${user.first_name}` : ''}.
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{line}</Typography>
    </Stack>
  );
}
