import { CASE_LINK_KIND_LABELS, CASE_LINK_KINDS, addCaseLinkRequestSchema } from '@casekeeper/contract';
import type { z } from 'zod';
import { formSchema } from '@/lib/forms/form-schema';

/** What the link form shows: the other case's number as typed, and the kind chosen. */
export type CaseLinkFormValues = { caseNumber: string; kind: string };

export type CaseLinkFormFields = z.output<typeof addCaseLinkRequestSchema>;

export const caseLinkFormSchema = formSchema(
  (values: CaseLinkFormValues) => values,
  addCaseLinkRequestSchema,
);

export const CASE_LINK_FORM_VALUES: CaseLinkFormValues = { caseNumber: '', kind: '' };

export const KIND_OPTIONS = [
  { value: '', label: 'Choose how they are linked' },
  ...CASE_LINK_KINDS.map((kind) => ({ value: kind, label: CASE_LINK_KIND_LABELS[kind] })),
];
