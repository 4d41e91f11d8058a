import type { Plugin } from 'vite';

const UNAVAILABLE =
  "MUI's CSS theme variables are left out of Casekeeper's client (apps/web/build/mui-without-css-theme-variables.ts): " +
  'its themes are plain MUI themes, switched whole for dark mode.';

/**
 * MUI's module for each job, as the code that stands in for it: every export is there, and each
 * throws if it is ever called.
 */
const STAND_INS: Record<string, string> = {
  '/@mui/material/styles/createThemeWithVars.mjs': `
    const unavailable = () => { throw new Error(${JSON.stringify(UNAVAILABLE)}); };
    export const createGetCssVar = unavailable;
    export default unavailable;`,
  '/@mui/material/styles/ThemeProviderWithVars.mjs': `
    const unavailable = () => { throw new Error(${JSON.stringify(UNAVAILABLE)}); };
    export const CssVarsProvider = unavailable;
    export const useColorScheme = unavailable;
    export const getInitColorSchemeScript = unavailable;
    export const Experimental_CssVarsProvider = unavailable;`,
};

/**
 * MUI decides at run time whether a theme uses CSS variables, so every page ships that code
 * (about 7 KB gzip, on the sign-in page too) although Casekeeper's themes never do
 * (src/theme/create-app-theme.ts, whose test checks it). This leaves it out of the built client:
 * a theme that asked for CSS variables would throw at once there, failing every browser test.
 * Vitest and the dev server take MUI as it is published, so only the build runs without it.
 */
export function muiWithoutCssThemeVariables(): Plugin {
  return {
    name: 'casekeeper:mui-without-css-theme-variables',
    enforce: 'pre',
    load(id) {
      const path = id.replaceAll('\\', '/').split('?')[0] ?? id;
      const module = Object.keys(STAND_INS).find((suffix) => path.endsWith(suffix));
      return module === undefined ? null : STAND_INS[module];
    },
  };
}
