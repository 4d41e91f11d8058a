import {
  addCaseDocumentRequestSchema,
  CASE_DOCUMENT_TYPE_LABELS,
  CASE_DOCUMENT_TYPES,
  FILE_MESSAGES,
} from '@casekeeper/contract';
import { z } from 'zod';
import { formSchema } from '@/lib/forms/form-schema';

export type DocumentFormValues = { type: string; name: string; diaryId: string; file: string };

export const EMPTY_DOCUMENT: DocumentFormValues = { type: '', name: '', diaryId: '', file: '' };

export const DOCUMENT_TYPE_OPTIONS = [
  { value: '', label: 'Choose a type' },
  ...CASE_DOCUMENT_TYPES.map((type) => ({ value: type, label: CASE_DOCUMENT_TYPE_LABELS[type] })),
];

/** The contract's own rules for a document's fields, and a file chosen. */
export const documentFormSchema = formSchema(
  (values: DocumentFormValues) => values,
  addCaseDocumentRequestSchema.extend({ file: z.string().min(1, { error: FILE_MESSAGES.missing }) }),
);
