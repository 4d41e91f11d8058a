import { CONTRIBUTION_BASIS_WORDS, type GrantCosts, type GrantFigures } from '@casekeeper/contract';
import Typography from '@mui/material/Typography';
import { DetailList, type Detail } from '@/components/detail-list';
import { formatPence } from '@/lib/money';

type GrantStatementProps = {
  figures: GrantFigures;
  /** The costs proposed, for the words behind the figures (what the other fee is for, the contribution's basis). */
  costs: Pick<GrantCosts, 'otherFeeText' | 'contributionBasis' | 'contributionText' | 'topUpReason'> | null;
  /** Once approved: the approval plus its approved variations, shown when they changed it. */
  approvedTotalPence?: number | null;
};

/** Whether the maximum held the mandatory grant back. */
export const isCapped = (figures: GrantFigures) => figures.overMaximumPence > 0;

/**
 * The grant as a short statement: the accepted quote and fees make the eligible cost; less the
 * applicant's contribution, the mandatory grant (at most the authority's maximum, said when it
 * stops there); any discretionary top-up apart; the total; and once variations change it, the
 * approved total.
 */
export function GrantStatement({ figures, costs, approvedTotalPence = null }: GrantStatementProps) {
  const basis = costs
    ? `${CONTRIBUTION_BASIS_WORDS[costs.contributionBasis]}${costs.contributionText ? `: ${costs.contributionText}` : ''}`
    : null;
  const details: Detail[] = [
    { label: 'Accepted quote', text: formatPence(figures.quotePence) },
    {
      label: 'Fees',
      text: `${formatPence(figures.feesPence)}${costs?.otherFeeText ? ` (other fee: ${costs.otherFeeText})` : ''}`,
    },
    { label: 'Eligible cost', text: <strong>{formatPence(figures.eligiblePence)}</strong> },
    {
      label: 'Applicant’s contribution',
      text: `${formatPence(figures.contributionPence)}${basis ? `: ${basis}` : ''}`,
    },
    {
      label: 'Mandatory grant',
      text: isCapped(figures)
        ? `${formatPence(figures.mandatoryPence)}, capped at the maximum: ${formatPence(figures.overMaximumPence)} of the cost is above it`
        : formatPence(figures.mandatoryPence),
    },
    ...(figures.topUpPence > 0
      ? [
          {
            label: 'Discretionary top-up',
            text: `${formatPence(figures.topUpPence)}${costs?.topUpReason ? `: ${costs.topUpReason}` : ''}`,
          },
        ]
      : []),
    {
      label: 'Total grant',
      text: (
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {formatPence(figures.totalPence)}
        </Typography>
      ),
    },
    ...(approvedTotalPence !== null && approvedTotalPence !== figures.totalPence
      ? [
          {
            label: 'Approved total (with variations)',
            text: (
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {formatPence(approvedTotalPence)}
              </Typography>
            ),
          },
        ]
      : []),
  ];
  return <DetailList details={details} rowGap={0.75} stackOnPhone />;
}
