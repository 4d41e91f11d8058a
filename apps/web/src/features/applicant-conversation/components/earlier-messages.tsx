import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SCREEN_READER_ONLY } from '@/components/screen-reader-only';
import type { ThreadPages } from '../hooks/use-thread-pages';

const addedWords = (count: number) =>
  count === 1 ? '1 earlier message added.' : `${count} earlier messages added.`;

/**
 * "Show earlier messages", while the thread has more before what is shown; says how many came in
 * (to a screen reader, politely) and why none did when the read failed.
 */
export function EarlierMessages({ pages }: { pages: ThreadPages }) {
  const { hasEarlier, loading, failure, added, showEarlier } = pages;
  return (
    <>
      {/* Always there, so that a screen reader hears what is put in it. */}
      <Box aria-live="polite" aria-atomic="true" sx={SCREEN_READER_ONLY}>
        {added > 0 && !loading ? addedWords(added) : ''}
      </Box>
      {failure && (
        <Typography role="alert" sx={{ color: 'error.main' }}>
          {failure}
        </Typography>
      )}
      {hasEarlier && (
        <div>
          <Button
            variant="outlined"
            aria-disabled={loading}
            onClick={() => void showEarlier()}
            sx={{ minHeight: 44 }}
          >
            {loading ? 'Loading earlier messages…' : 'Show earlier messages'}
          </Button>
        </div>
      )}
    </>
  );
}
