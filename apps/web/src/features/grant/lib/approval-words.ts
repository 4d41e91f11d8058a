import {
  GRANT_MESSAGES,
  grantEndpoints,
  isAdmitted,
  STATUS_ID,
  type AccessSubject,
  type CaseGrant,
} from '@casekeeper/contract';

/**
 * Why the viewer is not offered Approve on a proposed grant, or null when they are (or nothing
 * awaits approval). The server's `can.approve` decides; this only says why in words: the viewer
 * proposed it, is no approver, or the case has left the decision.
 */
export function approvalWaitWords(
  grant: CaseGrant,
  caseStatusId: number,
  viewer: AccessSubject | null,
): string | null {
  if (grant.state !== 'PROPOSED' || grant.can.approve) return null;
  if (grant.proposed?.byCaller) return 'Another authority admin must approve your proposal.';
  const approver = viewer !== null && isAdmitted(grantEndpoints.approve.access, viewer);
  if (!approver) return 'An authority administrator will approve it.';
  if (caseStatusId !== STATUS_ID.APPLICATION_SUBMITTED) return GRANT_MESSAGES.notAtDecision;
  return null;
}
