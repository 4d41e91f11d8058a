import type { CaseMaster } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@/lib/format-date';

/** Each stage the case has reached, oldest first, with the day it was reached; the last is now. */
export function CaseStages({ stages }: { stages: CaseMaster['stages'] }) {
  return (
    <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
      {stages.map((stage, index) => {
        const current = index === stages.length - 1;
        return (
          <Box
            component="li"
            key={`${stage.code}-${stage.reachedAt}`}
            aria-current={current ? 'step' : undefined}
            sx={{
              position: 'relative',
              pl: 3.5,
              pb: current ? 0 : 2,
              // The line joining one stage to the next, and a dot per stage (filled for the current one).
              '&::before': {
                content: '""',
                position: 'absolute',
                left: 7,
                top: 6,
                width: 14,
                height: 14,
                borderRadius: '50%',
                border: 2,
                borderColor: 'primary.main',
                bgcolor: current ? 'primary.main' : 'background.paper',
              },
              '&:not(:last-of-type)::after': {
                content: '""',
                position: 'absolute',
                left: 13,
                top: 22,
                bottom: 0,
                width: 2,
                bgcolor: 'divider',
              },
            }}
          >
            <Typography sx={{ fontWeight: current ? 700 : 400 }}>{stage.label}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {formatLongDate(stage.reachedAt)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
