/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { firstPageChunks } from './build/first-page-chunks';
import { muiWithoutCssThemeVariables } from './build/mui-without-css-theme-variables';
import { reactRouterProduction } from './build/react-router-production';
import { routePreload } from './build/route-preload';

// Vite loads this file with packages left external, and Node cannot import the
// contract's TypeScript source, so the contract's API_PREFIX ('/api') is repeated here.
const apiPrefix = '/api';
const apiServer = 'http://127.0.0.1:3000';

export default defineConfig(({ command }) => ({
  // Keeps `vitest --config apps/web/vite.config.ts` from the repository root working.
  root: import.meta.dirname,
  // Brotli and gzip copies beside each asset, served as they are (no compressing per request).
  plugins: [
    muiWithoutCssThemeVariables(),
    react(),
    // The case page's scripts fetched beside the entry on a fresh load of it (docs/web-performance.md).
    routePreload(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: {
    tsconfigPaths: true,
    // The default react-toastify entry carries its CSS inside the JavaScript; the
    // unstyled entry plus ReactToastify.css keeps that CSS out of the script budget.
    // Aliasing every import keeps one toast store, so toast() reaches the container.
    alias: [
      { find: /^react-toastify$/, replacement: 'react-toastify/unstyled' },
      ...(command === 'build' ? [reactRouterProduction()] : []),
    ],
  },
  server: {
    proxy: { [apiPrefix]: apiServer },
  },
  build: {
    outDir: 'dist',
    // Which files each page loads first, for the bundle-size check (scripts/bundle-size.mjs).
    manifest: true,
    rolldownOptions: firstPageChunks,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A ceiling, not a wait: jsdom renders of whole pages take seconds on a busy two-core machine.
    testTimeout: 30_000,
  },
}));
