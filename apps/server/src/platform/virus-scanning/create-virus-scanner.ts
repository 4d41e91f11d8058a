import type { Config } from '../config/config';
import { createClamdScanner } from './clamd-scanner';
import type { VirusScanner } from './virus-scanner';

/** The scanner the configuration names, or null when none is configured (uploads go unscanned). */
export function createVirusScanner(config: Pick<Config, 'CLAMD_HOST' | 'CLAMD_PORT'>): VirusScanner | null {
  if (config.CLAMD_HOST === undefined || config.CLAMD_PORT === undefined) return null;
  return createClamdScanner({ host: config.CLAMD_HOST, port: config.CLAMD_PORT });
}
