import type { ThemeMode } from '@casekeeper/contract';

/**
 * Opaque colours only, so contrast can be checked: every text colour reaches
 * WCAG AA (4.5:1) on both backgrounds, and field borders and the focus ring reach 3:1. The
 * focus ring's hue is unlike the primary blue of a selected item, so the two never read alike.
 */
export const palettes = {
  light: {
    background: { default: '#f3f5f8', paper: '#ffffff' },
    text: { primary: '#1a1f26', secondary: '#4a5361' },
    primary: { main: '#1d4e89', contrastText: '#ffffff' },
    secondary: { main: '#00695c', contrastText: '#ffffff' },
    error: { main: '#b3261e', contrastText: '#ffffff' },
    warning: { main: '#8a4b00', contrastText: '#ffffff' },
    info: { main: '#0b5cad', contrastText: '#ffffff' },
    success: { main: '#1e6b34', contrastText: '#ffffff' },
    fieldBorder: '#737a86',
    focusRing: '#7a1fa2',
  },
  dark: {
    background: { default: '#0f1318', paper: '#161b22' },
    text: { primary: '#e6e9ee', secondary: '#aab2bf' },
    primary: { main: '#8cb8f0', contrastText: '#0b1a2e' },
    secondary: { main: '#5fcfbf', contrastText: '#062420' },
    error: { main: '#ff8a80', contrastText: '#3b0a07' },
    warning: { main: '#ffb74d', contrastText: '#2b1700' },
    info: { main: '#81c7f5', contrastText: '#04213a' },
    success: { main: '#7fd08a', contrastText: '#08240d' },
    fieldBorder: '#7d8694',
    focusRing: '#ffd54f',
  },
} as const satisfies Record<ThemeMode, unknown>;

export const SEMANTIC_COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
