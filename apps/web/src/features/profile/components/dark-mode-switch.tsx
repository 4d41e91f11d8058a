import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useThemeToggle } from '../hooks/use-theme-toggle';

type DarkModeSwitchProps = {
  /** Hide the words on narrow top bars; the switch keeps its accessible name. */
  compact?: boolean;
};

export function DarkModeSwitch({ compact = false }: DarkModeSwitchProps) {
  const { mode, toggle } = useThemeToggle();

  return (
    <FormControlLabel
      control={
        <Switch
          checked={mode === 'dark'}
          onChange={toggle}
          slotProps={{ input: { 'aria-label': 'Dark mode' } }}
        />
      }
      label="Dark mode"
      sx={
        compact
          ? { mr: 0, '& .MuiFormControlLabel-label': { display: { xs: 'none', md: 'block' } } }
          : undefined
      }
    />
  );
}
