import { readFileSync } from 'node:fs';

// Set by the esbuild bundle (build.mjs); running from source reads package.json instead.
declare const __APP_VERSION__: string | undefined;

function readPackageVersion(): string {
  try {
    const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return packageJson.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** The server's version, reported by /api/health and the OpenAPI document. */
export const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : readPackageVersion();
