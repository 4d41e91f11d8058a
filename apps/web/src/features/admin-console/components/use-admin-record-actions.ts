import type { AdminRecordType } from '@casekeeper/contract';
import type { ConfirmRequest } from '@/components/data-list/confirm-dialog';
import {
  accountActivation,
  deleteConfirmation,
  toggleActiveConfirmation,
} from '@/components/data-list/record-confirmations';
import { useDeleteAdminRecordMutation, useSetAdminRecordActiveMutation } from '../api/admin-console-api';

type Target = { type: AdminRecordType; id: number; name: string; isActive: boolean };

/**
 * Confirmations for deleting and (de)activating a platform admin or an authority. The list
 * reads itself again: each write makes it stale.
 */
export function useAdminRecordConfirmations() {
  const [setActive] = useSetAdminRecordActiveMutation();
  const [deleteRecord] = useDeleteAdminRecordMutation();

  const toggle = ({ type, id, name, isActive }: Target): ConfirmRequest => {
    const account = accountActivation(name);
    const deactivating =
      type === 'admin'
        ? account.deactivating
        : `The users of ${name} will be signed out and cannot sign in until it is activated again.`;
    return toggleActiveConfirmation(
      { name, isActive, deactivating, activating: account.activating },
      (active) => setActive({ params: { type, id }, body: { isActive: active } }).unwrap(),
    );
  };

  const remove = ({ type, id, name }: Target): ConfirmRequest =>
    deleteConfirmation(
      type === 'admin'
        ? {
            name,
            message: `${name} will lose access to the platform. This cannot be undone from the screen.`,
            confirmLabel: 'Delete platform admin',
          }
        : {
            name,
            message: `${name} and its users will lose access. This cannot be undone from the screen.`,
            confirmLabel: 'Delete authority',
          },
      () => deleteRecord({ params: { type, id } }).unwrap(),
    );

  return { toggle, remove };
}
