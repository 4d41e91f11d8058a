import { addBankHolidayRequestSchema, calendarDaySchema, type Nation } from '@casekeeper/contract';
import Typography from '@mui/material/Typography';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { DayEntryRow } from '@/components/day-entry-row';
import { FormFrame } from '@/components/form-frame';
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
      <DayEntryRow
        dayId="bank-holiday-day"
        day={form.field('day')}
        dayExample="15/06/2026"
        text={{
          id: 'bank-holiday-title',
          label: 'Name',
          hint: 'As GOV.UK names it, such as Extra bank holiday.',
          ...form.field('title'),
        }}
        busy={form.busy}
        submitLabel="Add bank holiday"
        busyLabel="Adding…"
      />
    </FormFrame>
  );
}
