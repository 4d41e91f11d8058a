import type { ClockRag } from '@casekeeper/contract';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import { ragText, type RagWords } from '@/lib/rag-words';

/** The theme's colours for each, chosen for AA contrast on the page in light and dark. */
export const RAG_PALETTE = { green: 'success.main', amber: 'warning.main', red: 'error.main' } as const;

const ICONS = { green: CheckCircleOutlined, amber: WarningAmberOutlined, red: ReportOutlined } as const;

type RagBadgeProps = {
  rag: Exclude<ClockRag, 'none'>;
  words: RagWords;
  /** Small in a list's cell; the case page's card has the medium one. */
  size?: 'medium' | 'small';
};

/** A clock's RAG colour as a badge: an icon of its own shape and the colour in words, never colour alone. */
export function RagBadge({ rag, words, size = 'medium' }: RagBadgeProps) {
  const Icon = ICONS[rag];
  const small = size === 'small';
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: small ? 0.75 : 1,
        py: small ? 0 : 0.25,
        border: 1.5,
        borderColor: RAG_PALETTE[rag],
        borderRadius: 4,
        color: RAG_PALETTE[rag],
        fontWeight: 700,
        fontSize: small ? '0.8125rem' : '0.875rem',
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
      }}
    >
      <Icon aria-hidden sx={{ fontSize: small ? '1rem' : '1.1rem' }} />
      {ragText(words)}
    </Box>
  );
}
