import type { GrantSettings } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
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

const HEADING = 'Grant limits and payments';
const HINT =
  'The most the mandatory grant gives for one case (£30,000 in England), and who authorises payments. Grants already approved keep their figures.';
const AUTHORISERS_HINT =
  'Your administrators always may. No one authorises a payment they requested themselves.';

/**
 * The authority's mandatory grant maximum, whether it gives discretionary top-ups, and whether its
 * read-write officers may authorise payments; its ADMINs change them.
 */
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
        <Typography>
          {settings.officersAuthorisePayments
            ? 'Read-write officers may authorise payments, as administrators may.'
            : 'Only administrators authorise payments.'}{' '}
          No one authorises a payment they requested themselves.
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
        <WatchedValue control={form.control} name="officersAuthorisePayments">
          {(officers) => (
            <div>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={officers === 'yes'}
                    slotProps={{ input: { 'aria-describedby': 'grant-authorisers-help' } }}
                    onChange={(event) =>
                      form.setValue('officersAuthorisePayments', event.target.checked ? 'yes' : 'no', {
                        shouldDirty: true,
                      })
                    }
                  />
                }
                label="Read-write officers may authorise payments"
              />
              <FormHelperText id="grant-authorisers-help" sx={{ mt: 0, ml: 4 }}>
                {AUTHORISERS_HINT}
              </FormHelperText>
            </div>
          )}
        </WatchedValue>
        <Button type="submit" variant="contained" aria-disabled={form.busy} sx={{ alignSelf: 'flex-start' }}>
          {form.busy ? 'Saving…' : 'Save grant settings'}
        </Button>
      </FormFrame>
    </SectionCard>
  );
}
