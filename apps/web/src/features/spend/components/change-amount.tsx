import Box from '@mui/material/Box';
import { SCREEN_READER_ONLY } from '@/components/screen-reader-only';
import { formatPence } from '@/lib/money';
import { signedPence } from '../lib/spend-words';

/** An in-year change with its sign shown, and "more" or "less" read out in place of the symbol. */
export function ChangeAmount({ pence }: { pence: number }) {
  return (
    <>
      <span aria-hidden="true">{signedPence(pence)}</span>
      <Box component="span" sx={SCREEN_READER_ONLY}>
        {`${formatPence(Math.abs(pence))} ${pence < 0 ? 'less' : 'more'}`}
      </Box>
    </>
  );
}
