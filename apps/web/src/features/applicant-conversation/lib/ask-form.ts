import {
  askForDocumentsRequestSchema,
  CONVERSATION_MESSAGES,
  DOCUMENT_REQUEST_KINDS,
  fieldErrorMap,
  type AskForDocumentsRequest,
  type DocumentRequestKind,
} from '@casekeeper/contract';
import { z } from 'zod';
import type { FieldErrors } from '@/lib/api/api-failure';
import { formatIsoDay } from '@/lib/format-date';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { toSubmitFailure } from '@/lib/forms/to-submit-failure';
import { londonDayOf } from '@/lib/london-day';
import { isCalendarDay, ukDateToIso } from '@/lib/uk-date';
import { twoWeeksFrom } from './request-state';

/**
 * The ask-for-documents form as typed: the kinds ticked (comma-joined), each kind's due date
 * (dd/mm/yyyy), and for Other what it is. The request's items are the kinds ticked, in order.
 */
export type AskFormValues = { kinds: string; otherDetails: string } & Record<
  `dueOn_${DocumentRequestKind}`,
  string
>;

export const dueOnField = (kind: DocumentRequestKind) => `dueOn_${kind}` as const;

export const chosenKinds = (kinds: string): DocumentRequestKind[] =>
  DOCUMENT_REQUEST_KINDS.filter((kind) => kinds.split(',').includes(kind));

/** Nothing ticked; every due date two weeks on (UK time). */
export function askFormValues(now = new Date()): AskFormValues {
  const due = formatIsoDay(twoWeeksFrom(londonDayOf(now)));
  return {
    kinds: '',
    otherDetails: '',
    dueOn_PROOF_OF_INCOME: due,
    dueOn_PROOF_OF_OWNERSHIP: due,
    dueOn_PHOTOS: due,
    dueOn_OTHER: due,
  };
}

const requestOf = (values: AskFormValues, chosen: DocumentRequestKind[]): AskForDocumentsRequest => ({
  items: chosen.map((kind) => ({
    kind,
    dueOn: ukDateToIso(values[dueOnField(kind)]),
    ...(kind === 'OTHER' ? { details: values.otherDetails } : {}),
  })),
});

/**
 * The form's field a message about `path` of the request belongs to: an item's due date or
 * details on its row; anything about the list as a whole (none ticked, too many) on the choice.
 */
export function fieldOfPath(
  path: readonly PropertyKey[],
  chosen: DocumentRequestKind[],
): keyof AskFormValues {
  const [list, index, field] = path;
  const kind = list === 'items' && typeof index === 'number' ? chosen[index] : undefined;
  if (kind && field === 'dueOn') return dueOnField(kind);
  if (kind && field === 'details') return 'otherDetails';
  return 'kinds';
}

/**
 * What was typed, checked by the contract's own schema and messages, each message moved to the
 * field it is about; and a due date before today (UK), which the server refuses too, said at once.
 * The request sent is the one checked, as typed (the server reads it again).
 */
export const askFormSchema: z.ZodType<AskForDocumentsRequest, AskFormValues> = z
  .custom<AskFormValues>()
  .transform((values, context) => {
    const chosen = chosenKinds(values.kinds);
    const request = requestOf(values, chosen);
    const parsed = askForDocumentsRequestSchema.safeParse(request, { error: fieldErrorMap });
    const issues = (parsed.error?.issues ?? []).map(({ path, message }) => ({ path, message }));
    const today = londonDayOf(new Date());
    request.items.forEach((item, index) => {
      if (isCalendarDay(item.dueOn) && item.dueOn < today)
        issues.push({ path: ['items', index, 'dueOn'], message: CONVERSATION_MESSAGES.dueOnPast });
    });
    if (issues.length === 0) return request;
    for (const { path, message } of issues)
      context.addIssue({ code: 'custom', message, path: [fieldOfPath(path, chosen)] });
    return z.NEVER;
  });

/** A refusal from the server, its messages on the form's fields (`items.1.dueOn` on that row's date). */
export function askFailure(error: unknown, chosen: DocumentRequestKind[]): SubmitFailure {
  const failure = toSubmitFailure(error);
  const fields: FieldErrors = {};
  for (const [name, message] of Object.entries(failure.fields)) {
    const path = name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    fields[fieldOfPath(path, chosen)] ??= message;
  }
  return new SubmitFailure({ message: failure.message, fields });
}
