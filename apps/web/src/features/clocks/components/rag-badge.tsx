import type { ClockRag } from '@casekeeper/contract';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import type { RagWords } from '../lib/clock-words';

/** The theme's colours for each, chosen for AA contrast on the page in light and dark. */
export const RAG_PALETTE = { green: 'success.main', amber: 'warning.main', red: 'error.main' } as const;

const ICONS = { green: CheckCircleOutlined, amber: WarningAmberOutlined, red: ReportOutlined } as const;

/** A clock's RAG colour as a badge: an icon of its own shape and the colour in words, never colour alone. */
export function RagBadge({ rag, words }: { rag: Exclude<ClockRag, 'none'>; words: RagWords }) {
  const Icon = ICONS[rag];
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.25,
        border: 1.5,
        borderColor: RAG_PALETTE[rag],
        borderRadius: 4,
        color: RAG_PALETTE[rag],
        fontWeight: 700,
        fontSize: '0.875rem',
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
      }}
    >
      <Icon aria-hidden sx={{ fontSize: '1.1rem' }} />
      {words.meaning ? `${words.colour}: ${words.meaning}` : words.colour}
    </Box>
  );
}
