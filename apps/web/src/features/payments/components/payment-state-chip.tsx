import { PAYMENT_STATE_WORDS, type PaymentState } from '@casekeeper/contract';
import Chip from '@mui/material/Chip';

const COLOURS = { REQUESTED: 'warning', AUTHORISED: 'info', REJECTED: 'error', PAID: 'success' } as const;

/** Where a payment stands, in words as well as colour. */
export function PaymentStateChip({ state }: { state: PaymentState }) {
  return <Chip size="small" variant="outlined" color={COLOURS[state]} label={PAYMENT_STATE_WORDS[state]} />;
}
