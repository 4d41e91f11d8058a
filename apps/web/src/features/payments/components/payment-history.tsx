import type { Payment } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paymentHistory } from '../lib/payment-words';

/** Who requested, authorised or rejected and paid the payment, and when: a line each. */
export function PaymentHistory({ payment }: { payment: Payment }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {paymentHistory(payment).map((line) => (
        <Typography component="li" variant="body2" key={line} sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}
