import { RETENTION_YEARS_MAX, RETENTION_YEARS_MIN, type RetentionScheduleAnswer } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { toast } from 'react-toastify';
import { FormFrame } from '@/components/form-frame';
import { LabelledInput } from '@/components/labelled-input';
import { SectionCard } from '@/components/section-card';
import { toSubmitFailure } from '@/lib/forms/to-submit-failure';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useSaveRetentionScheduleMutation } from '../api/disposal-api';
import { scheduleFormSchema, scheduleFormValues } from '../lib/schedule-form';

const HINT = `How many years after a case ends (Closed, Withdrawn or Refused) its personal data is kept: from ${RETENTION_YEARS_MIN} to ${RETENTION_YEARS_MAX}. Cases past their date come to the disposal review below.`;

const FIELDS = [
  {
    name: 'caseRetentionYears',
    label: 'Cases (years)',
    hint: 'The client, the address, diaries and everything else on the case.',
  },
  {
    name: 'applicantAccountRetentionYears',
    label: 'Applicant accounts (years)',
    hint: 'After the last case the applicant follows ends.',
  },
  { name: 'fileRetentionYears', label: 'Files (years)', hint: 'No longer than cases.' },
] as const;

/** The authority's retention schedule, changed by its ADMINs (and platform admins). */
export function RetentionScheduleSection({ schedule }: { schedule: RetentionScheduleAnswer }) {
  const form = useContractForm({ defaultValues: scheduleFormValues(schedule), schema: scheduleFormSchema });
  const [saveSchedule] = useSaveRetentionScheduleMutation();

  const save = async (body: Parameters<typeof saveSchedule>[0]['body']) => {
    try {
      const saved = await saveSchedule({ params: { authorityId: schedule.authorityId }, body }).unwrap();
      toast.success(saved.message);
      form.reset(scheduleFormValues(saved.data));
    } catch (failure) {
      throw toSubmitFailure(failure);
    }
  };

  return (
    <SectionCard heading="Retention schedule" hint={HINT}>
      <FormFrame form={form} onSubmit={save}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2.5}>
          {FIELDS.map((field) => (
            <LabelledInput
              key={field.name}
              id={`retention-${field.name}`}
              label={field.label}
              required
              inputMode="numeric"
              autoComplete="off"
              hint={field.hint}
              {...form.field(field.name)}
            />
          ))}
        </Stack>
        <Button type="submit" variant="contained" aria-disabled={form.busy} sx={{ alignSelf: 'flex-start' }}>
          {form.busy ? 'Saving…' : 'Save retention schedule'}
        </Button>
      </FormFrame>
    </SectionCard>
  );
}
