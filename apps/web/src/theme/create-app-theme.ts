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
  const { fieldBorder, focusRing, ...palette } = palettes[mode];
  // Keyboard focus: an outline around the element, never a fill, so it differs from "selected".
  const focusVisible = { outline: `3px solid ${focusRing}`, outlineOffset: 2 };

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
      MuiCssBaseline: { styleOverrides: { ':focus-visible': focusVisible } },
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusVisible } } },
      MuiOutlinedInput: {
        styleOverrides: { notchedOutline: { borderColor: fieldBorder } },
      },
    },
  });
}
