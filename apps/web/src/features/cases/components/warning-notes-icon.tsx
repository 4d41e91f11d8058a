import { warningNotesInWords, type WarningNoteSummary } from '@casekeeper/contract';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Tooltip from '@mui/material/Tooltip';

/**
 * A case's warning notes in the case list: an icon whose tooltip (on hover or focus) and name for
 * screen readers give every note's type and words.
 */
export function WarningNotesIcon({ notes }: { notes: readonly WarningNoteSummary[] }) {
  if (notes.length === 0) return null;
  const words = `Warning notes: ${warningNotesInWords(notes)}`;
  return (
    <Tooltip title={words}>
      <WarningAmberOutlined
        role="img"
        aria-label={words}
        aria-hidden={false}
        tabIndex={0}
        sx={{ fontSize: 20, color: 'warning.main', borderRadius: 0.5 }}
      />
    </Tooltip>
  );
}
