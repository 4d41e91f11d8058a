import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditEntry = typeof auditLog.$inferInsert;

/** Appends one row to the audit log; pass the transaction that makes the change it records. */
export async function recordAudit(db: Pick<Database, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
