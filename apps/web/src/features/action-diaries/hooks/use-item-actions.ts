import {
  ACTION_ITEM_MESSAGES,
  DIARY_MESSAGES,
  alarmText,
  type ActionItem,
  type Diary,
} from '@casekeeper/contract';
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { useConfirm } from '@/components/data-list/use-confirm';
import { toApiFailure } from '@/lib/api/api-failure';
import {
  useCompleteItemMutation,
  useDeleteDiaryMutation,
  useDeleteItemMutation,
  useReopenItemMutation,
} from '../api/diaries-api';

/** Throws the server's message, for the confirmation to toast. */
const rethrow = (error: unknown): never => {
  throw new Error(toApiFailure(error).message);
};

/**
 * What the diary page does to items and diaries: complete and reopen at once (the list is read
 * again, and the contract's message toasted), delete after asking.
 */
export function useItemActions() {
  const [completeItem] = useCompleteItemMutation();
  const [reopenItem] = useReopenItemMutation();
  const [deleteItem] = useDeleteItemMutation();
  const [deleteDiary] = useDeleteDiaryMutation();
  const confirmation = useConfirm();
  const { ask } = confirmation;
  const [busyItem, setBusyItem] = useState<number | null>(null);

  const setCompleted = useCallback(
    async (item: ActionItem, completed: boolean) => {
      setBusyItem(item.id);
      try {
        const call = completed ? completeItem : reopenItem;
        await call({ params: { id: item.id } }).unwrap();
        toast.success(completed ? ACTION_ITEM_MESSAGES.completed : ACTION_ITEM_MESSAGES.reopened);
      } catch (error) {
        toast.error(toApiFailure(error).message);
      } finally {
        setBusyItem(null);
      }
    },
    [completeItem, reopenItem],
  );

  const askDeleteItem = useCallback(
    (item: ActionItem) =>
      ask({
        title: 'Delete this action item?',
        message: `"${alarmText(item.prefix, item.description)}" will be deleted${item.file ? `, with its file ${item.file.name}` : ''}. This cannot be undone.`,
        confirmLabel: 'Delete item',
        destructive: true,
        onConfirm: async () => {
          await deleteItem({ params: { id: item.id } })
            .unwrap()
            .catch(rethrow);
          toast.success(ACTION_ITEM_MESSAGES.deleted);
        },
      }),
    [ask, deleteItem],
  );

  const askDeleteDiary = useCallback(
    (diary: Diary) =>
      ask({
        title: `Delete the diary "${diary.title}"?`,
        message: `The diary and its ${diary.items.length === 1 ? 'one item' : `${diary.items.length} items`} will be deleted, with their files. This cannot be undone.`,
        confirmLabel: 'Delete diary',
        destructive: true,
        onConfirm: async () => {
          await deleteDiary({ params: { id: diary.id } })
            .unwrap()
            .catch(rethrow);
          toast.success(DIARY_MESSAGES.deleted);
        },
      }),
    [ask, deleteDiary],
  );

  return { setCompleted, busyItem, askDeleteItem, askDeleteDiary, dialogProps: confirmation.dialogProps };
}
