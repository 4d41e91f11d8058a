import type { Profile, UpdateProfileRequest } from '@casekeeper/contract';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormMessage } from '@/components/form-message';

type AlarmDigestSwitchProps = {
  profile: Profile;
  /** Saves the profile as it is, with the choice changed; answers the server's message. */
  onSave: (request: UpdateProfileRequest) => Promise<string>;
};

/**
 * The officer's choice of the morning e-mail of their overdue and today's actions, saved as soon
 * as it is switched; a failed save says why and leaves the switch where it was.
 */
export function AlarmDigestSwitch({ profile, onSave }: AlarmDigestSwitchProps) {
  const hintId = useId();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ message: string; failed: boolean } | null>(null);

  const change = async (alarmDigest: boolean) => {
    setSaving(true);
    setOutcome(null);
    try {
      const { firstName, lastName, version } = profile;
      await onSave({ firstName, lastName, alarmDigest, version });
      setOutcome({
        message: alarmDigest ? 'You will get the morning e-mail.' : 'You will not get the morning e-mail.',
        failed: false,
      });
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : 'Your choice could not be saved.';
      setOutcome({ message: `Your choice could not be saved: ${message}`, failed: true });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      <FormControlLabel
        control={
          <Switch
            checked={profile.alarmDigest}
            disabled={saving}
            onChange={(event) => void change(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label="E-mail me my actions each morning"
      />
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
        At 7am on days when you have actions overdue or due that day: each one with its case number and a link
        to the case&apos;s diary.
      </Typography>
      <FormMessage message={outcome?.message ?? null} severity={outcome?.failed ? 'error' : 'success'} />
    </Stack>
  );
}
