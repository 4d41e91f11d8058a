import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type GrantPartProps = { heading: string; action?: ReactNode; children: ReactNode };

/** One part of the Grant section (the works, the quotes, the approval, the variations), named by its heading. */
export function GrantPart({ heading, action, children }: GrantPartProps) {
  return (
    <Stack component="section" spacing={1.5} aria-label={heading}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        {action}
      </Stack>
      {children}
    </Stack>
  );
}
