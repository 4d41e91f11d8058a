import type { AccessSubject, CaseGrant } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDate, formatIsoDay } from '@/lib/format-date';
import type { ReloadGrant } from '../hooks/use-grant-form-save';
import { approvalWaitWords } from '../lib/approval-words';
import { ApproveForm } from './approve-form';
import { GrantStatement } from './grant-statement';
import { ProposalForm } from './proposal-form';

type ApprovalPartProps = {
  grant: CaseGrant;
  caseStatusId: number;
  viewer: AccessSubject | null;
  onReload: ReloadGrant;
};

/** What must be on the grant before it can be proposed, in words; null when it may be. */
function missingForProposal(grant: CaseGrant): string | null {
  if (grant.works.length === 0) return 'Add the works and accept a quote before proposing the grant.';
  if (grant.acceptedQuoteId === null) return 'Accept a quote before proposing the grant.';
  return null;
}

/**
 * The approval: the grant as proposed or approved, as a statement with who proposed and approved
 * it and when; the proposal form for whoever prepares the grant, and Approve for an authority
 * ADMIN who did not propose it.
 */
export function ApprovalPart({ grant, caseStatusId, viewer, onReload }: ApprovalPartProps) {
  const [changing, setChanging] = useState(false);
  const missing = missingForProposal(grant);
  const waiting = approvalWaitWords(grant, caseStatusId, viewer);
  const proposing = grant.can.propose && missing === null && (grant.costs === null || changing);

  return (
    <Stack spacing={2}>
      {grant.figures && !proposing && (
        <GrantStatement
          figures={grant.figures}
          costs={grant.costs}
          approvedTotalPence={grant.approvedTotalPence}
        />
      )}
      {(grant.proposed ?? grant.approved) && (
        <Stack spacing={0.25}>
          {grant.proposed && (
            <Typography variant="body2">
              Proposed by {grant.proposed.name} on {formatDate(grant.proposed.at)}
            </Typography>
          )}
          {grant.approved && (
            <Typography variant="body2">
              Approved by {grant.approved.name} on {formatIsoDay(grant.approved.effectiveDate)}
              {formatDate(grant.approved.at) !== formatIsoDay(grant.approved.effectiveDate) &&
                ` (recorded ${formatDate(grant.approved.at)})`}
            </Typography>
          )}
        </Stack>
      )}
      {grant.state !== 'APPROVED' && grant.can.propose && missing && (
        <Typography sx={{ color: 'text.secondary' }}>{missing}</Typography>
      )}
      {grant.state === 'DRAFT' && !grant.can.propose && !grant.figures && (
        <Typography sx={{ color: 'text.secondary' }}>
          The grant has not been proposed for approval yet.
        </Typography>
      )}
      {proposing ? (
        <ProposalForm
          grant={grant}
          onReload={onReload}
          onCancel={grant.costs ? () => setChanging(false) : undefined}
        />
      ) : (
        grant.can.propose &&
        grant.costs !== null &&
        missing === null && (
          <Button variant="outlined" onClick={() => setChanging(true)} sx={{ alignSelf: 'flex-start' }}>
            Change the proposal
          </Button>
        )
      )}
      {waiting && <Typography sx={{ color: 'text.secondary' }}>{waiting}</Typography>}
      {grant.can.approve && !proposing && <ApproveForm grant={grant} onReload={onReload} />}
    </Stack>
  );
}
