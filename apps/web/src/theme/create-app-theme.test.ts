import { THEME_MODES } from '@casekeeper/contract';
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './create-app-theme';
import { palettes, SEMANTIC_COLOURS } from './palette';

const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

describe.each(THEME_MODES)('the %s theme', (mode) => {
  const { palette } = createAppTheme(mode);
  const backgrounds = [palette.background.default, palette.background.paper];

  it('is built in the requested mode', () => {
    expect(palette.mode).toBe(mode);
  });

  it.each(backgrounds)('keeps body and secondary text readable on %s', (background) => {
    expect(getContrastRatio(palette.text.primary, background)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(getContrastRatio(palette.text.secondary, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(SEMANTIC_COLOURS)('keeps %s usable as text and as a filled button', (name) => {
    const { main, contrastText } = palette[name];
    expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(AA_TEXT);
    for (const background of backgrounds) {
      expect(getContrastRatio(main, background)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('draws field borders that stand out from the page', () => {
    for (const background of backgrounds) {
      expect(getContrastRatio(palettes[mode].fieldBorder, background)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    }
  });

  it('rings keyboard focus with an outline that stands out from the page', () => {
    const { focusRing } = palettes[mode];
    for (const background of backgrounds) {
      expect(getContrastRatio(focusRing, background)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    }
    const theme = createAppTheme(mode);
    expect(theme.components?.MuiButtonBase?.styleOverrides?.root).toMatchObject({
      '&.Mui-focusVisible': { outline: `3px solid ${focusRing}` },
    });
  });
});

describe.each(THEME_MODES)('the %s theme, for a client built without CSS theme variables', (mode) => {
  it('is a plain theme, which MUI themes without the CSS-variables code the build leaves out', () => {
    // MUI's ThemeProvider switches to CSS variables for a theme with colorSchemes
    // (build/mui-without-css-theme-variables.ts).
    expect(createAppTheme(mode)).not.toHaveProperty('colorSchemes');
  });
});
