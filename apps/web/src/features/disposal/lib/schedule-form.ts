import { retentionScheduleSchema, type RetentionScheduleAnswer } from '@casekeeper/contract';
import { formSchema } from '@/lib/forms/form-schema';

export type ScheduleFormValues = {
  caseRetentionYears: string;
  applicantAccountRetentionYears: string;
  fileRetentionYears: string;
};

/** The years as typed, checked by the contract's rules (files no longer than cases). */
export const scheduleFormSchema = formSchema((values: ScheduleFormValues) => values, retentionScheduleSchema);

export const scheduleFormValues = (schedule: RetentionScheduleAnswer): ScheduleFormValues => ({
  caseRetentionYears: String(schedule.caseRetentionYears),
  applicantAccountRetentionYears: String(schedule.applicantAccountRetentionYears),
  fileRetentionYears: String(schedule.fileRetentionYears),
});
