import type { CaseGrant, Variation } from '@casekeeper/contract';
import { formatDate } from '@/lib/format-date';
import { formatPence } from '@/lib/money';

// A true minus sign: read out as "minus", and as wide as the plus.
const MINUS = '\u2212';

/** A variation's change in cost, signed: "+£185.00", "−£50.00", or "No change". */
export function costChangeText(pence: number): string {
  if (pence === 0) return 'No change';
  return `${pence > 0 ? '+' : MINUS}${formatPence(Math.abs(pence))}`;
}

/** Who decided a variation and when; one that did not raise the grant stood when it was recorded. */
export function decisionWords(variation: Variation): string | null {
  const { decided, state } = variation;
  if (decided) {
    return `${state === 'REJECTED' ? 'Rejected' : 'Approved'} by ${decided.name} on ${formatDate(decided.at)}`;
  }
  if (state === 'APPROVED') return 'Stood when recorded, as it does not raise the grant';
  return null;
}

/**
 * Why the viewer is not offered Approve on a variation awaiting it, or null when they are (or it
 * awaits nothing). The server's `can.decideVariations` and `recorded.byCaller` decide; this says why.
 */
export function variationWaitWords(variation: Variation, grant: CaseGrant): string | null {
  if (variation.state !== 'PROPOSED') return null;
  if (variation.recorded.byCaller) return 'Another authority admin must approve your variation.';
  if (!grant.can.decideVariations) return 'An authority administrator will approve or reject it.';
  return null;
}

/** Whether the viewer may approve or reject this variation. */
export const mayDecide = (variation: Variation, grant: CaseGrant): boolean =>
  grant.can.decideVariations && variation.state === 'PROPOSED' && !variation.recorded.byCaller;
