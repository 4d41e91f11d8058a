import type { GrantSettings } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { toast } from 'react-toastify';
import { FormFrame } from '@/components/form-frame';
import { LabelledInput } from '@/components/labelled-input';
import { SectionCard } from '@/components/section-card';
import { WatchedValue } from '@/components/watched-value';
import { toSubmitFailure } from '@/lib/forms/to-submit-failure';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { formatPence, tidyPounds } from '@/lib/money';
import { useSaveGrantSettingsMutation } from '../api/grant-settings-api';
import { settingsFormSchema, settingsFormValues } from '../lib/settings-form';

const HEADING = 'Mandatory grant maximum';
const HINT =
  'The most the mandatory grant gives for one case (£30,000 in England). Grants already approved keep their figures.';

/** The authority's mandatory grant maximum and whether it gives discretionary top-ups; its ADMINs change them. */
export function GrantLimitsSection({ settings, canEdit }: { settings: GrantSettings; canEdit: boolean }) {
  const form = useContractForm({ defaultValues: settingsFormValues(settings), schema: settingsFormSchema });
  const [saveSettings] = useSaveGrantSettingsMutation();
  const maximum = form.field('mandatoryMaxPence');

  if (!canEdit) {
    return (
      <SectionCard heading={HEADING} hint={HINT}>
        <Typography>
          The mandatory grant is at most <strong>{formatPence(settings.mandatoryMaxPence)}</strong>.{' '}
          {settings.discretionaryTopUps
            ? 'Your authority gives discretionary top-ups above it.'
            : 'Your authority does not give discretionary top-ups.'}
        </Typography>
      </SectionCard>
    );
  }

  const save = async (body: GrantSettings) => {
    try {
      const saved = await saveSettings({ body }).unwrap();
      toast.success(saved.message);
      form.reset(settingsFormValues(saved.data));
    } catch (failure) {
      throw toSubmitFailure(failure);
    }
  };

  return (
    <SectionCard heading={HEADING} hint={HINT}>
      <FormFrame form={form} onSubmit={save}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2.5}>
          <Stack sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0 }}>
            <LabelledInput
              id="grant-maximum"
              label="Maximum (£)"
              required
              inputMode="decimal"
              autoComplete="off"
              hint="For example 30,000.00."
              {...maximum}
              onBlur={(event) => {
                maximum.onBlur(event);
                form.setValue('mandatoryMaxPence', tidyPounds(event.target.value));
              }}
            />
          </Stack>
          <WatchedValue control={form.control} name="discretionaryTopUps">
            {(topUps) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={topUps === 'yes'}
                    onChange={(event) =>
                      form.setValue('discretionaryTopUps', event.target.checked ? 'yes' : 'no', {
                        shouldDirty: true,
                      })
                    }
                  />
                }
                label="Give discretionary top-ups: a reasoned top-up may cover the cost above the maximum"
              />
            )}
          </WatchedValue>
        </Stack>
        <Button type="submit" variant="contained" aria-disabled={form.busy} sx={{ alignSelf: 'flex-start' }}>
          {form.busy ? 'Saving…' : 'Save grant settings'}
        </Button>
      </FormFrame>
    </SectionCard>
  );
}
