import Chip from '@mui/material/Chip';

/**
 * A case's status as a chip in the case list. A long name ("Application submitted") wraps onto a
 * second line in a narrow column rather than being cut short: an officer reads it whole.
 */
export function CaseStatusChip({ name }: { name: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={name}
      sx={{
        height: 'auto',
        minHeight: 24,
        maxWidth: '100%',
        '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'normal', py: '2px', lineHeight: 1.35 },
      }}
    />
  );
}
