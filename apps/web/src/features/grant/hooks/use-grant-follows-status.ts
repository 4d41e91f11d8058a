import { STATUS_ID, type CaseGrant } from '@casekeeper/contract';
import { useEffect, useRef } from 'react';

/**
 * Reads the grant again when the case moves to another status elsewhere on the page (a refusal,
 * a hold), as what may be done to the grant moves with it. The grant's own approval moves the
 * case to Approved, and the grant it answered already says so: that move reads nothing again.
 */
export function useGrantFollowsStatus(
  caseStatusId: number,
  grant: CaseGrant | undefined,
  refetch: () => unknown,
) {
  const seen = useRef(caseStatusId);
  const approvedHere = grant?.state === 'APPROVED' && caseStatusId === STATUS_ID.APPROVED;
  useEffect(() => {
    if (seen.current === caseStatusId) return;
    seen.current = caseStatusId;
    if (!approvedHere) refetch();
  }, [caseStatusId, approvedHere, refetch]);
}
