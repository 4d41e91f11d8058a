import Box from '@mui/material/Box';

/** One thing shown about a case: what it is, its value (null when not given), and its width. */
export type CaseDetail = { label: string; text: string | null; wide?: boolean };

/** Details of a case as label and value, two to a row from the small breakpoint up. */
export function CaseDetailsList({ details }: { details: readonly CaseDetail[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        columnGap: 3,
        rowGap: 2,
      }}
    >
      {details.map(({ label, text, wide = false }) => (
        <Box key={label} sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
          <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
            {label}
          </Box>
          <Box
            component="dd"
            sx={{
              m: 0,
              whiteSpace: 'pre-line',
              overflowWrap: 'anywhere',
              color: text === null ? 'text.secondary' : 'text.primary',
            }}
          >
            {text ?? 'Not given'}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
