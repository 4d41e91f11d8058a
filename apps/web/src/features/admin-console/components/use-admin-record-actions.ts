import type { AdminRecordType } from '@casekeeper/contract';
import { toast } from 'react-toastify';
import type { ConfirmRequest } from '@/components/data-list/confirm-dialog';
import { toApiFailure } from '@/lib/api/api-failure';
import { useDeleteAdminRecordMutation, useSetAdminRecordActiveMutation } from '../api/admin-console-api';

type Target = { type: AdminRecordType; id: number; name: string; isActive: boolean };

const rethrow = (error: unknown): never => {
  throw new Error(toApiFailure(error).message);
};

const what = (type: AdminRecordType) => (type === 'admin' ? 'platform admin' : 'authority');

/**
 * Confirmations for deleting and (de)activating a platform admin or an authority. The list
 * reads itself again: each write makes it stale.
 */
export function useAdminRecordConfirmations() {
  const [setActive] = useSetAdminRecordActiveMutation();
  const [deleteRecord] = useDeleteAdminRecordMutation();

  const toggle = ({ type, id, name, isActive }: Target): ConfirmRequest => ({
    title: isActive ? `Deactivate ${name}?` : `Activate ${name}?`,
    message: isActive
      ? type === 'admin'
        ? `${name} will be signed out and cannot sign in until activated again.`
        : `The users of ${name} will be signed out and cannot sign in until it is activated again.`
      : `${name} will be able to sign in again.`,
    confirmLabel: isActive ? 'Deactivate' : 'Activate',
    onConfirm: async () => {
      const { message } = await setActive({ params: { type, id }, body: { isActive: !isActive } })
        .unwrap()
        .catch(rethrow);
      toast.success(message);
    },
  });

  const remove = ({ type, id, name }: Target): ConfirmRequest => ({
    title: `Delete ${name}?`,
    message:
      type === 'admin'
        ? `${name} will lose access to the platform. This cannot be undone from the screen.`
        : `${name} and its users will lose access. This cannot be undone from the screen.`,
    confirmLabel: `Delete ${what(type)}`,
    destructive: true,
    onConfirm: async () => {
      const { message } = await deleteRecord({ params: { type, id } }).unwrap().catch(rethrow);
      toast.success(message);
    },
  });

  return { toggle, remove };
}
