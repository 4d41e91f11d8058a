import type { FullConfig } from '@playwright/test';
import { enrolFirstAdmin } from './second-factor';

/** Runs once the product's copies answer: their first admins set up the second factor they need. */
export default async function globalSetup(config: FullConfig): Promise<void> {
  for (const origin of config.metadata.firstAdminCopies as string[]) await enrolFirstAdmin(origin);
}
