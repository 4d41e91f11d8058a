import { APPLICATION_STATUSES } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { londonDayOf } from '@/lib/london-day';
import { useGetCaseClocksQuery, useGetClockSettingsQuery } from '../api/clocks-api';
import { CaseClockItem } from './case-clock-item';

const statusName = (id: number) => APPLICATION_STATUSES.find((status) => status.id === id)?.name ?? null;

/**
 * The case page's "Timescales": each of the case's clocks (docs/clocks.md) as the server works them
 * out from the status history, with a link to how they are worked out. Reading only, so everyone
 * who reads the case sees it.
 */
export function CaseClocksCard({ caseId }: { caseId: number }) {
  const clocks = useGetCaseClocksQuery({ params: { caseId } });
  // Only for the words "starts when the case reaches …"; the card does without them.
  const settings = useGetClockSettingsQuery();
  const today = londonDayOf(new Date());
  const startOf = (definitionId: number) => {
    const definition = settings.data?.definitions.find((found) => found.id === definitionId);
    return definition ? statusName(definition.startStatusId) : null;
  };

  return (
    <SectionCard heading="Timescales" hint="The statutory and service clocks of this case.">
      {clocks.error ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography role="alert">
            The timescales could not be loaded: {toApiFailure(clocks.error).message}
          </Typography>
          <Button variant="outlined" onClick={() => void clocks.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : !clocks.data ? (
        <Typography role="status">Loading the timescales…</Typography>
      ) : clocks.data.clocks.length === 0 ? (
        <Typography>Your authority has no clocks set up, so this case has no timescales.</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            '& > li + li': { borderTop: 1, borderColor: 'divider' },
          }}
        >
          {clocks.data.clocks.map((clock) => (
            <CaseClockItem
              key={clock.definitionId}
              clock={clock}
              today={today}
              startsAt={startOf(clock.definitionId)}
            />
          ))}
        </Box>
      )}
      <Link component={RouterLink} to={paths.authority.clocks.settings} sx={{ alignSelf: 'flex-start' }}>
        How timescales are worked out
      </Link>
    </SectionCard>
  );
}
