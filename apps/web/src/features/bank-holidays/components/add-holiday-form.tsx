import { addBankHolidayRequestSchema, calendarDaySchema, type Nation } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { FormFrame } from '@/components/form-frame';
import { LabelledInput } from '@/components/labelled-input';
import { formSchema } from '@/lib/forms/form-schema';
import { toSubmitFailure } from '@/lib/forms/to-submit-failure';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { ukDateToIso } from '@/lib/uk-date';
import { useAddBankHolidayMutation } from '../api/bank-holidays-api';

export const HOLIDAY_DATE_MESSAGE = 'Enter the date as dd/mm/yyyy, like 15/06/2026';

const formSchemaFor = (nation: Nation) =>
  formSchema(
    (values: { day: string; title: string }) => ({ ...values, nation, day: ukDateToIso(values.day) }),
    addBankHolidayRequestSchema.extend({ day: calendarDaySchema(HOLIDAY_DATE_MESSAGE) }),
  );

/** A bank holiday added to the nation's calendar by hand (a proclaimed one-off day). */
export function AddHolidayForm({ nation, nationName }: { nation: Nation; nationName: string }) {
  const [addBankHoliday] = useAddBankHolidayMutation();
  const form = useContractForm({ defaultValues: { day: '', title: '' }, schema: formSchemaFor(nation) });

  const add = async (body: z.output<ReturnType<typeof formSchemaFor>>) => {
    try {
      toast.success((await addBankHoliday({ body }).unwrap()).message);
    } catch (failure) {
      throw toSubmitFailure(failure);
    }
    form.reset();
  };

  return (
    <FormFrame form={form} onSubmit={add}>
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        Add a bank holiday in {nationName}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Box sx={{ width: { xs: '100%', md: 200 }, flexShrink: 0 }}>
          <LabelledInput
            id="bank-holiday-day"
            label="Date"
            required
            inputMode="numeric"
            autoComplete="off"
            hint="For example 15/06/2026"
            {...form.field('day')}
          />
        </Box>
        <LabelledInput
          id="bank-holiday-title"
          label="Name"
          required
          autoComplete="off"
          hint="As GOV.UK names it, such as Extra bank holiday."
          {...form.field('title')}
        />
        <Button
          type="submit"
          variant="outlined"
          aria-disabled={form.busy}
          sx={{ height: { md: 56 }, flexShrink: 0, alignSelf: { xs: 'flex-start', md: 'auto' } }}
        >
          {form.busy ? 'Adding…' : 'Add bank holiday'}
        </Button>
      </Stack>
    </FormFrame>
  );
}
