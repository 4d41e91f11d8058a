import { VARIATION_STATE_WORDS, type VariationState } from '@casekeeper/contract';
import Chip from '@mui/material/Chip';

const COLOURS = { PROPOSED: 'warning', APPROVED: 'success', REJECTED: 'error' } as const;

/** Where a variation stands, in words as well as colour. */
export function VariationStateChip({ state }: { state: VariationState }) {
  return <Chip size="small" variant="outlined" color={COLOURS[state]} label={VARIATION_STATE_WORDS[state]} />;
}
