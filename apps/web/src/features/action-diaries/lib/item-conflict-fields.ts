import { alarmText, type ActionItem } from '@casekeeper/contract';
import { formatDateTime } from '@/lib/format-date';

/** An item's fields as the conflict alert names them, in form order. */
export const ITEM_FIELDS = [
  { label: 'Type and description', text: (item: ActionItem) => alarmText(item.prefix, item.description) },
  { label: 'Due', text: (item: ActionItem) => formatDateTime(item.scheduledAt) },
  { label: 'Note', text: (item: ActionItem) => item.text ?? '' },
];
