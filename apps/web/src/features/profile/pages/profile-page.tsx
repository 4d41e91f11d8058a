import type { Profile, UpdateProfileRequest } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { FormMessage } from '@/components/form-message';
import { PageLoading } from '@/components/page-loading';
import { StaleRecordAlert } from '@/components/stale-record-alert';
import { pageTitle } from '@/config/app';
import { toApiFailure } from '@/lib/api/api-failure';
import { isStaleRecord, toSubmitFailure } from '@/lib/forms/to-submit-failure';
import { getProfile } from '../api/get-profile';
import { postProfile } from '../api/update-profile';
import { ThemeSummary } from '../components/theme-summary';
import { ProfileDetails } from '../components/profile-details';
import { ProfileForm } from '../components/profile-form';

type ProfilePageProps = {
  /** Told about a saved profile, e.g. to show the new first name in the top bar. */
  onSaved?: (profile: Profile) => void;
};

type Load =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; profile: Profile };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }} aria-label={title}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function ProfilePage({ onSaved }: ProfilePageProps) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  /** Someone (another tab, an administrator) changed the profile after this page read it. */
  const [stale, setStale] = useState(false);

  const reload = useCallback(() => {
    setStale(false);
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    getProfile(controller.signal).then(
      (profile) => setLoad({ state: 'ready', profile }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'failed', message: toApiFailure(error).message });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const save = useCallback(
    async (request: UpdateProfileRequest) => {
      setStale(false);
      try {
        const { profile, message } = await postProfile(request);
        setLoad({ state: 'ready', profile });
        onSaved?.(profile);
        return message;
      } catch (error) {
        if (isStaleRecord(error)) setStale(true);
        throw toSubmitFailure(error);
      }
    },
    [onSaved],
  );

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <title>{pageTitle('My profile')}</title>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        My profile
      </Typography>
      {load.state === 'loading' && <PageLoading inline />}
      {load.state === 'failed' && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <FormMessage message={load.message} />
          <Button variant="outlined" onClick={reload}>
            Try again
          </Button>
        </Stack>
      )}
      {load.state === 'ready' && (
        <>
          <Section title="Your details">
            <ProfileDetails profile={load.profile} />
          </Section>
          <Section title="Edit your details">
            {stale && <StaleRecordAlert onReload={reload} />}
            {/* A reload starts the form again from what was read. */}
            <ProfileForm key={`${load.profile.email}:${attempt}`} profile={load.profile} onSave={save} />
          </Section>
          <Section title="Appearance">
            <ThemeSummary />
          </Section>
        </>
      )}
    </Stack>
  );
}
