import { GRANT_STATE_WORDS, type GrantState } from '@casekeeper/contract';
import Chip from '@mui/material/Chip';

const COLOURS = { DRAFT: 'default', PROPOSED: 'warning', APPROVED: 'success' } as const;

/** Where the grant stands, in words as well as colour. */
export function GrantStateChip({ state }: { state: GrantState }) {
  return <Chip size="small" variant="outlined" color={COLOURS[state]} label={GRANT_STATE_WORDS[state]} />;
}
