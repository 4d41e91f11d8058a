import { API_PREFIX } from '@casekeeper/contract';
import type { CreateAxiosDefaults } from 'axios';

/** Both clients share one base address and speak JSON (docs/routes.md). */
export const apiClientConfig: CreateAxiosDefaults = {
  baseURL: API_PREFIX,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
};
