import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export type CaseLine = {
  key: string | number;
  /** Where the line leads, and its words. */
  to: string;
  title: string;
  onOpen?: (() => void) | undefined;
  /** The case, and anything else worth a glance. */
  details: ReactNode;
  badge?: ReactNode;
};

/** A card's lines, each leading to the right part of its case. */
export function CaseLines({ lines, label }: { lines: readonly CaseLine[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lines.map((line) => (
        <Box
          component="li"
          key={line.key}
          sx={{ py: 1, '& + li': { borderTop: 1, borderColor: 'divider' }, overflowWrap: 'anywhere' }}
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Link
              component={RouterLink}
              to={line.to}
              onClick={line.onOpen}
              sx={{
                fontWeight: 700,
                display: 'inline-block',
                minHeight: { xs: 44, sm: 'auto' },
                py: { xs: 1.25, sm: 0 },
              }}
            >
              {line.title}
            </Link>
            {line.badge}
          </Box>
          <Typography component="div" variant="body2" sx={{ color: 'text.secondary' }}>
            {line.details}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
