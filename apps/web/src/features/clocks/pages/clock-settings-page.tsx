import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { PageLoading } from '@/components/page-loading';
import { pageTitle } from '@/config/app';
import { toApiFailure } from '@/lib/api/api-failure';
import { useGetClockSettingsQuery } from '../api/clocks-api';
import { ClockDefinitionsSection } from '../components/clock-definitions-section';
import { ClosureDaysSection } from '../components/closure-days-section';
import { NationSection } from '../components/nation-section';
import { CLOCKS_RECOMPUTING_MESSAGE, saysClocksRecomputing } from '../lib/recomputing-notice';

/**
 * /authority/clocks: how the authority's timescales are worked out (docs/clocks.md): its nation's
 * bank holidays, its clocks and its closure days. Everyone in the authority reads it; what the
 * server's `can.edit` allows (its ADMINs) may change it.
 */
export function ClockSettingsPage() {
  const settings = useGetClockSettingsQuery();
  const location = useLocation();
  const [changed, setChanged] = useState(() => saysClocksRecomputing(location.state));
  const onChanged = () => setChanged(true);

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <title>{pageTitle('Timescales')}</title>
      <div>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          Timescales
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5, maxWidth: '70ch' }}>
          How each case&rsquo;s clocks are worked out. A clock starts on the day a case first reaches its
          start status (that day is day 0) and stops when it reaches its stop status. Limits in working days
          skip weekends, bank holidays and closure days; limits in months run to the same day of the month.
        </Typography>
      </div>
      {changed && (
        <Alert severity="info" role="status">
          {CLOCKS_RECOMPUTING_MESSAGE}
        </Alert>
      )}
      {settings.error ? (
        <LoadFailure message={toApiFailure(settings.error).message} onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <PageLoading inline />
      ) : (
        <>
          {!settings.data.can.edit && (
            <Alert severity="info" variant="outlined">
              Only your authority&rsquo;s administrators can change these settings.
            </Alert>
          )}
          <ClockDefinitionsSection settings={settings.data} onChanged={onChanged} />
          <NationSection settings={settings.data} onChanged={onChanged} />
          <ClosureDaysSection settings={settings.data} onChanged={onChanged} />
        </>
      )}
    </Stack>
  );
}
