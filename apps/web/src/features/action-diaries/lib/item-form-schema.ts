import {
  ACTION_TYPES,
  actionItemFieldsSchema,
  addFileItemRequestSchema,
  addTextItemRequestSchema,
  FILE_MESSAGES,
  type ActionItem,
} from '@casekeeper/contract';
import { z } from 'zod';
import { formSchema } from '@/lib/forms/form-schema';
import { londonIso, londonWallClockText, parseWallClock, ukWallClockText } from './london-time';

export const SCHEDULE_EXAMPLE = '30/03/2026 09:30';

/**
 * The form's London wall-clock time (`2026-03-30T09:30`) as the contract's ISO with London's offset
 * then, refused with a message a person can act on when it is missing, half typed, or an hour the
 * clocks skip; then checked by the contract's own rule (its years).
 */
export const londonScheduleSchema = z
  .string()
  .transform((typed, context) => {
    const wall = parseWallClock(typed);
    const result = wall ? londonIso(wall) : null;
    if (!wall || !result || result.kind === 'invalid') {
      context.addIssue({
        code: 'custom',
        message:
          typed === ''
            ? `Enter when it is due, like ${SCHEDULE_EXAMPLE}`
            : `Enter a date and time that exist, like ${SCHEDULE_EXAMPLE}`,
      });
      return z.NEVER;
    }
    if (result.kind === 'gap') {
      context.addIssue({
        code: 'custom',
        message: `${ukWallClockText(wall)} does not exist in London: the clocks go forward an hour at 01:00 that night. Choose 02:00 or later, or an earlier time.`,
      });
      return z.NEVER;
    }
    return result.iso;
  })
  .pipe(actionItemFieldsSchema.shape.scheduledAt);

/**
 * What the item forms hold: text only (the picker's time as `2026-03-30T09:30`; shared with the
 * applicant as `true`, else empty, so an untouched form is still an empty one, not a draft).
 */
export type ItemFormValues = {
  prefix: string;
  description: string;
  scheduledAt: string;
  sharedWithApplicant: '' | 'true';
};

/** The form's checkbox as the contract's flag. */
const sharedSchema = z.enum(['', 'true']).transform((value) => value === 'true');
export type TextItemFormValues = ItemFormValues & { text: string };
/** A new file item's form also holds the chosen file's name (the file itself is beside it). */
export type FileItemFormValues = ItemFormValues & { file: string };

export const PREFIX_OPTIONS = [
  { value: '', label: 'Choose a type' },
  ...ACTION_TYPES.map((type) => ({ value: type, label: type })),
];

/** The form's values for an item, or for a new one (type to choose, due tomorrow 09:00 left to the picker). */
export function itemValues(item: ActionItem | null): ItemFormValues {
  return {
    prefix: item?.prefix ?? '',
    description: item?.description ?? '',
    scheduledAt: item ? londonWallClockText(item.scheduledAt) : '',
    sharedWithApplicant: item?.sharedWithApplicant ? 'true' : '',
  };
}

const same = <T extends Record<string, string>>(values: T) => values;

export const textItemFormSchema = formSchema(
  same<TextItemFormValues>,
  addTextItemRequestSchema
    .omit({ diaryId: true })
    .extend({ scheduledAt: londonScheduleSchema, sharedWithApplicant: sharedSchema }),
);

export const newFileItemFormSchema = formSchema(
  same<FileItemFormValues>,
  addFileItemRequestSchema.omit({ diaryId: true }).extend({
    scheduledAt: londonScheduleSchema,
    sharedWithApplicant: sharedSchema,
    file: z.string().min(1, { error: FILE_MESSAGES.missing }),
  }),
);

export const fileItemFormSchema = formSchema(
  same<ItemFormValues>,
  addFileItemRequestSchema
    .omit({ diaryId: true })
    .extend({ scheduledAt: londonScheduleSchema, sharedWithApplicant: sharedSchema }),
);
