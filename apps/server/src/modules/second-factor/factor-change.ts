import type { AuditAction } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/audit/request-context';
import type { Mailer, MailMessage } from '../../platform/mail/mailer';
import type { Account } from '../auth';

/**
 * A change to a person's second factors (one added or removed, recovery codes made or used): its
 * audit row and the mail that tells the person, in the transaction that makes it.
 */
export async function recordFactorChange(
  tx: Executor,
  mailer: Mailer,
  change: {
    account: Pick<Account, 'id' | 'authorityId'>;
    action: AuditAction;
    after: Record<string, unknown>;
    context: RequestContext;
    mail: MailMessage;
  },
): Promise<void> {
  await recordAudit(tx, {
    action: change.action,
    actorId: change.account.id,
    authorityId: change.account.authorityId,
    entityType: 'web_user',
    entityId: String(change.account.id),
    after: change.after,
    ip: change.context.ip,
    requestId: change.context.requestId,
  });
  await mailer.enqueue(tx, change.mail);
}
