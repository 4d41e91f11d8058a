import { bulkActionSchema } from '@casekeeper/contract';
import { formSchema } from '@/lib/forms/form-schema';

export type BulkActionKind = 'REASSIGN' | 'CHANGE_STATUS' | 'ADD_ACTION_ITEM';

export type BulkActionFormValues = {
  officerId: string;
  statusId: string;
  note: string;
  prefix: string;
  description: string;
  /** The day the item is due (`YYYY-MM-DD`); it is due at 09:00 UK time that day. */
  scheduledAt: string;
  text: string;
};

export const emptyBulkActionForm: BulkActionFormValues = {
  officerId: '',
  statusId: '',
  note: '',
  prefix: '',
  description: '',
  scheduledAt: '',
  text: '',
};

/** 09:00 in London on `day`, with London's offset that day (GMT or BST). */
export function londonNineAm(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const asIfUtc = new Date(`${day}T09:00:00Z`);
  if (Number.isNaN(asIfUtc.getTime())) return day;
  const londonHour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hour12: false }).format(
      asIfUtc,
    ),
  );
  return `${day}T09:00:00${londonHour === 10 ? '+01:00' : '+00:00'}`;
}

/** What was typed for one action, as the contract's action takes it, checked by its rules. */
export const bulkActionFormSchema = (kind: BulkActionKind) =>
  formSchema((values: BulkActionFormValues) => {
    switch (kind) {
      case 'REASSIGN':
        return { kind, officerId: values.officerId };
      case 'CHANGE_STATUS':
        return { kind, statusId: values.statusId, note: values.note };
      case 'ADD_ACTION_ITEM':
        return {
          kind,
          prefix: values.prefix,
          description: values.description,
          scheduledAt: londonNineAm(values.scheduledAt),
          text: values.text,
        };
    }
  }, bulkActionSchema);
