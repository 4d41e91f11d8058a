import { NATION_NAMES, NATIONS, type ClockSettings, type Nation } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type SubmitEvent } from 'react';
import { toast } from 'react-toastify';
import { SectionCard } from '@/components/section-card';
import { SelectInput } from '@/components/select-input';
import { toApiFailure } from '@/lib/api/api-failure';
import { useSetClockNationMutation } from '../api/clocks-api';

const isNation = (value: string): value is Nation => (NATIONS as readonly string[]).includes(value);

/** Whose bank holidays the authority's working days skip; an ADMIN may choose another nation. */
export function NationSection({ settings, onChanged }: { settings: ClockSettings; onChanged: () => void }) {
  const [setNation, { isLoading }] = useSetClockNationMutation();
  const [chosen, setChosen] = useState<Nation>(settings.nation);
  const [error, setError] = useState<string | null>(null);
  const heading = 'Bank holidays';
  const hint =
    'Working days are Monday to Friday, less the bank holidays of your nation and your closure days.';

  if (!settings.can.edit) {
    return (
      <SectionCard heading={heading} hint={hint}>
        <Typography>
          Your working days skip the bank holidays of <strong>{NATION_NAMES[settings.nation]}</strong>.
        </Typography>
      </SectionCard>
    );
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setError(null);
    try {
      toast.success((await setNation({ body: { nation: chosen } }).unwrap()).message);
      onChanged();
    } catch (failure) {
      const answer = toApiFailure(failure);
      setError(answer.fields.nation ?? answer.message);
    }
  };

  return (
    <SectionCard heading={heading} hint={hint}>
      <Stack
        component="form"
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
        aria-busy={isLoading}
        onSubmit={(event) => void submit(event)}
      >
        <Stack sx={{ width: { xs: '100%', sm: 320 } }}>
          <SelectInput
            id="clock-nation"
            name="nation"
            label="Bank holidays of"
            value={chosen}
            error={error ?? undefined}
            onChange={(event) => {
              if (isNation(event.target.value)) setChosen(event.target.value);
            }}
            options={NATIONS.map((nation) => ({ value: nation, label: NATION_NAMES[nation] }))}
          />
        </Stack>
        <Button
          type="submit"
          variant="outlined"
          aria-disabled={isLoading || chosen === settings.nation}
          disabled={chosen === settings.nation}
          sx={{ height: { sm: 56 }, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          {isLoading ? 'Saving…' : 'Save nation'}
        </Button>
      </Stack>
    </SectionCard>
  );
}
