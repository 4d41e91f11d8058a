import { addClosureDayRequestSchema, calendarDaySchema, type ClockSettings } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { ConfirmDialog } from '@/components/data-list/confirm-dialog';
import { useConfirm } from '@/components/data-list/use-confirm';
import { FormFrame } from '@/components/form-frame';
import { DayEntryRow } from '@/components/day-entry-row';
import { SectionCard } from '@/components/section-card';
import { toApiFailure } from '@/lib/api/api-failure';
import { formatIsoDay } from '@/lib/format-date';
import { formSchema } from '@/lib/forms/form-schema';
import { toSubmitFailure } from '@/lib/forms/to-submit-failure';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { ukDateToIso } from '@/lib/uk-date';
import { useAddClosureDayMutation, useDeleteClosureDayMutation } from '../api/clocks-api';

export const CLOSURE_DAY_DATE_MESSAGE = 'Enter the date as dd/mm/yyyy, like 29/12/2027';

/** The contract's request, but the day typed the British way, with a message in those terms. */
const closureDayFormSchema = formSchema(
  (values: { day: string; description: string }) => ({ ...values, day: ukDateToIso(values.day) }),
  addClosureDayRequestSchema.extend({ day: calendarDaySchema(CLOSURE_DAY_DATE_MESSAGE) }),
);

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
const dayText = (iso: string) => `${weekday.format(new Date(`${iso}T00:00:00Z`))} ${formatIsoDay(iso)}`;

/** The authority's own closure days, which working days skip; an ADMIN adds and removes them. */
export function ClosureDaysSection({
  settings,
  onChanged,
}: {
  settings: ClockSettings;
  onChanged: () => void;
}) {
  const [addClosureDay] = useAddClosureDayMutation();
  const [deleteClosureDay] = useDeleteClosureDayMutation();
  const dialog = useConfirm();
  const form = useContractForm({ defaultValues: { day: '', description: '' }, schema: closureDayFormSchema });
  const { edit } = settings.can;

  const add = async (body: z.output<typeof closureDayFormSchema>) => {
    try {
      toast.success((await addClosureDay({ body }).unwrap()).message);
    } catch (failure) {
      throw toSubmitFailure(failure);
    }
    form.reset();
    onChanged();
  };

  const askToRemove = (closure: ClockSettings['closureDays'][number]) =>
    dialog.ask({
      title: `Remove the closure day ${formatIsoDay(closure.day)}?`,
      message: 'It will count as a working day again on every case.',
      confirmLabel: 'Remove closure day',
      destructive: true,
      onConfirm: async () => {
        const saved = await deleteClosureDay({ params: { id: closure.id } })
          .unwrap()
          .catch((failure: unknown) => {
            throw new Error(toApiFailure(failure).message);
          });
        toast.success(saved.message);
        onChanged();
      },
    });

  return (
    <SectionCard heading="Closure days" hint="Days your offices are closed, such as a Christmas shutdown.">
      {settings.closureDays.length === 0 ? (
        <Typography>No closure days.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {settings.closureDays.map((closure) => (
            <Stack
              component="li"
              key={closure.id}
              direction="row"
              spacing={2}
              sx={{
                alignItems: 'center',
                justifyContent: 'space-between',
                py: 1,
                '& + li': { borderTop: 1, borderColor: 'divider' },
              }}
            >
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {dayText(closure.day)}
                </Box>{' '}
                {closure.description}
              </Typography>
              {edit && (
                <Button
                  color="error"
                  size="small"
                  aria-label={`Remove ${formatIsoDay(closure.day)}`}
                  onClick={() => askToRemove(closure)}
                  sx={{ flexShrink: 0 }}
                >
                  Remove
                </Button>
              )}
            </Stack>
          ))}
        </Box>
      )}
      {edit && (
        <FormFrame form={form} onSubmit={add}>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            Add a closure day
          </Typography>
          <DayEntryRow
            dayId="closure-day"
            day={form.field('day')}
            dayExample="29/12/2027"
            text={{
              id: 'closure-reason',
              label: 'Reason',
              hint: 'Why your offices are closed that day.',
              ...form.field('description'),
            }}
            busy={form.busy}
            submitLabel="Add closure day"
            busyLabel="Adding…"
          />
        </FormFrame>
      )}
      <ConfirmDialog {...dialog.dialogProps} />
    </SectionCard>
  );
}
