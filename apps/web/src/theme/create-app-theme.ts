import type { ThemeMode } from '@casekeeper/contract';
import { createTheme, type Theme } from '@mui/material/styles';
import { palettes } from './palette';

const systemFontStack = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export function createAppTheme(mode: ThemeMode): Theme {
  const { fieldBorder, ...palette } = palettes[mode];

  return createTheme({
    palette: { mode, ...palette },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: systemFontStack,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // Dark-mode elevation overlays would lighten paper away from the checked colour.
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiOutlinedInput: {
        styleOverrides: { notchedOutline: { borderColor: fieldBorder } },
      },
    },
  });
}
