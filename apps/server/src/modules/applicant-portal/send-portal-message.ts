import type { Database } from '../../db/client';
import type { RequestContext } from '../../platform/audit/request-context';
import type { Applicant } from './get-case-master';
import { sendToOfficer } from './send-to-officer';

/** An applicant's message to their case's officer, kept as a text item due now. */
export function sendPortalMessage(
  db: Database,
  input: { applicant: Applicant; message: string; context: RequestContext },
): Promise<{ sentAt: string }> {
  return sendToOfficer(db, {
    applicant: input.applicant,
    context: input.context,
    action: 'portal.message',
    describe: (followed) => `Message from ${followed.clientFirstName} ${followed.clientLastName}`,
    body: () => Promise.resolve({ text: input.message }),
  });
}
