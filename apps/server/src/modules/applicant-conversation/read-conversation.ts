import type { Conversation } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { caseNotFound, caseScopeOf, mayWriteCases } from '../cases';
import { findCaseApplicant, findCaseInScope } from './conversation-repository';
import { readThread } from './read-thread';

/** A page of the case's conversation with its applicant (the newest without a cursor), for whoever reads the case. */
export async function readConversation(
  db: Database,
  input: { caller: Caller; caseId: number; cursor?: string | undefined },
): Promise<Conversation> {
  const found = await findCaseInScope(db, input.caseId, caseScopeOf(input.caller));
  if (!found) throw caseNotFound();
  const [thread, applicant] = await Promise.all([
    readThread(db, found, input.cursor),
    findCaseApplicant(db, found),
  ]);
  const writes = mayWriteCases(input.caller) && !found.disposed;
  return {
    ...thread,
    can: { reply: writes && applicant !== undefined, ask: writes, review: writes },
    applicantFollows: applicant !== undefined,
  };
}
