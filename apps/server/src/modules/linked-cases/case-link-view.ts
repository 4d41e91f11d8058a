import type { CaseLink } from '@casekeeper/contract';
import type { findLinksOfCase } from './case-link-repository';

type LinkRow = Awaited<ReturnType<typeof findLinksOfCase>>[number];

/** A link as the API shows it, from the case it is read on. */
export function toCaseLink(row: LinkRow): CaseLink {
  return {
    id: row.id,
    kind: row.kind,
    otherCase: {
      id: row.otherCaseId,
      caseNumber: row.otherCaseNumber,
      clientName: row.otherClientName,
      statusName: row.otherStatusName,
    },
    linkedByName: row.linkedByName,
    linkedAt: row.createdAt.toISOString(),
  };
}
