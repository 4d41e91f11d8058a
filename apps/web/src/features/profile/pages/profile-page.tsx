import type { Profile, UpdateProfileRequest } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type ReactNode } from 'react';
import { FormMessage } from '@/components/form-message';
import { PageLoading } from '@/components/page-loading';
import { StaleRecordAlert } from '@/components/stale-record-alert';
import { pageTitle } from '@/config/app';
import { useRecordQuery } from '@/lib/api/use-record-query';
import { isStaleRecord, toSubmitFailure } from '@/lib/forms/to-submit-failure';
import { useGetProfileQuery, useUpdateProfileMutation } from '../api/profile-api';
import { AlarmDigestSwitch } from '../components/alarm-digest-switch';
import { ThemeSummary } from '../components/theme-summary';
import { ProfileDetails } from '../components/profile-details';
import { ProfileForm } from '../components/profile-form';

/** A section the app adds from another feature (features never import each other). */
export type ProfileSection = { title: string; content: ReactNode };

type ProfilePageProps = {
  /** Told about a saved profile, e.g. to show the new first name in the top bar. */
  onSaved?: (profile: Profile) => void;
  /** Whether to offer the morning e-mail of alarms (to those who have alarms). */
  offerAlarmDigest?: boolean;
  /** Sections below the person's own details, e.g. their signed-in devices. */
  sections?: readonly ProfileSection[];
};

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

export function ProfilePage({ onSaved, offerAlarmDigest = false, sections = [] }: ProfilePageProps) {
  const { record: profile, error, loading, reload: readAgain } = useRecordQuery(useGetProfileQuery());
  const [updateProfile] = useUpdateProfileMutation();
  /** Someone (another tab, an administrator) changed the profile after this page read it. */
  const [stale, setStale] = useState(false);

  // Reading again starts the form again from what was read (the form is not shown meanwhile).
  const reload = useCallback(() => {
    setStale(false);
    readAgain();
  }, [readAgain]);

  const save = useCallback(
    async (request: UpdateProfileRequest) => {
      setStale(false);
      try {
        const { data: saved, message } = await updateProfile({ body: request }).unwrap();
        onSaved?.(saved);
        return message;
      } catch (failure) {
        if (isStaleRecord(failure)) setStale(true);
        throw toSubmitFailure(failure);
      }
    },
    [updateProfile, onSaved],
  );

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <title>{pageTitle('My profile')}</title>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        My profile
      </Typography>
      {loading && <PageLoading inline />}
      {error && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <FormMessage message={error} />
          <Button variant="outlined" onClick={reload}>
            Try again
          </Button>
        </Stack>
      )}
      {profile && (
        <>
          <Section title="Your details">
            <ProfileDetails profile={profile} />
          </Section>
          <Section title="Edit your details">
            {stale && <StaleRecordAlert onReload={reload} />}
            {/* A new e-mail address starts the form again, without the current password. */}
            <ProfileForm key={profile.email} profile={profile} onSave={save} />
          </Section>
          {offerAlarmDigest && (
            <Section title="E-mail">
              <AlarmDigestSwitch profile={profile} onSave={save} />
            </Section>
          )}
          <Section title="Appearance">
            <ThemeSummary />
          </Section>
          {sections.map(({ title, content }) => (
            <Section key={title} title={title}>
              {content}
            </Section>
          ))}
        </>
      )}
    </Stack>
  );
}
