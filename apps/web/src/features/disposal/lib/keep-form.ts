import { keepCaseRequestSchema } from '@casekeeper/contract';
import { formSchema } from '@/lib/forms/form-schema';

export type KeepFormValues = { reason: string; note: string; keptUntil: string };

export const emptyKeepForm: KeepFormValues = { reason: '', note: '', keptUntil: '' };

/** A keep as typed, for one case, checked by the contract's rules (a note for Other). */
export const keepFormSchema = (caseId: number) =>
  formSchema((values: KeepFormValues) => ({ ...values, caseId }), keepCaseRequestSchema);
