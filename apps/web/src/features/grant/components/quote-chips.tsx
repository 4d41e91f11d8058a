import type { Quote } from '@casekeeper/contract';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { formatIsoDay } from '@/lib/format-date';

/** What marks a quote out, in words as well as colour: the one accepted, the lowest. */
export function QuoteChips({ quote }: { quote: Quote }) {
  if (!quote.accepted && !quote.lowest) return null;
  return (
    <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {quote.accepted && <Chip size="small" color="success" label="Accepted" />}
      {quote.lowest && <Chip size="small" variant="outlined" color="info" label="Lowest" />}
    </Stack>
  );
}

/** Until when a quote holds, and "Expired" once that day has passed. */
export function ValidUntil({ quote, expired }: { quote: Quote; expired: boolean }) {
  if (!quote.validUntil) return <>Not given</>;
  return (
    <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <span>{formatIsoDay(quote.validUntil)}</span>
      {expired && <Chip size="small" variant="outlined" color="warning" label="Expired" />}
    </Stack>
  );
}
