import Typography from '@mui/material/Typography';
import { useThemeMode } from '@/theme/theme-mode-context';

/** The theme in use; the top bar's Dark mode switch changes it, and saves it with the account. */
export function ThemeSummary() {
  const { mode } = useThemeMode();

  return (
    <Typography sx={{ color: 'text.secondary' }}>
      Theme: <strong>{mode === 'dark' ? 'Dark' : 'Light'}</strong>. Change it with the Dark mode switch at the
      top of the page; your choice is saved with your account.
    </Typography>
  );
}
