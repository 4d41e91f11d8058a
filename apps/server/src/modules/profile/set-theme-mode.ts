import type { ThemeMode, ThemePreference } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webUsers } from '../../db/schema';
import type { Caller } from '../../platform/access/caller';
import { notFound } from '../../platform/errors/app-error';

/** Saves the caller's theme; the web client adopts it when no local choice exists (docs/sessions.md). */
export async function setThemeMode(
  db: Database,
  input: { caller: Caller; themeMode: ThemeMode },
): Promise<ThemePreference> {
  const { caller, themeMode } = input;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ themeMode: webUsers.themeMode })
      .from(webUsers)
      .where(eq(webUsers.id, caller.webUserId))
      .for('update');
    if (!current) throw notFound('Your account');
    if (current.themeMode === themeMode) return { themeMode };
    // Not audited: a look, not a change to anyone's data, and a toggle a day would bury the log.
    await tx.update(webUsers).set({ themeMode }).where(eq(webUsers.id, caller.webUserId));
    return { themeMode };
  });
}
