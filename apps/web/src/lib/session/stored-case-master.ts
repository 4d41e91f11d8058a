import { CASE_MASTER_STORAGE_KEY, caseMasterSchema, type CaseMaster } from '@casekeeper/contract';

/** The case master the portal's sign-in answered, kept under its own key (logout removes it). */
export function writeStoredCaseMaster(caseMaster: CaseMaster): void {
  localStorage.setItem(CASE_MASTER_STORAGE_KEY, JSON.stringify(caseMaster));
}

/** The stored case master, or null when there is none or it is not one (an older client's, say). */
export function readStoredCaseMaster(): CaseMaster | null {
  const stored = localStorage.getItem(CASE_MASTER_STORAGE_KEY);
  if (stored === null) return null;
  try {
    const parsed = caseMasterSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
