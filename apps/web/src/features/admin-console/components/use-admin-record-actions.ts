import type { AdminRecordType } from '@casekeeper/contract';
import { toast } from 'react-toastify';
import type { ConfirmRequest } from '@/components/data-list/confirm-dialog';
import { toApiFailure } from '@/lib/api/api-failure';
import { postAdminRecordDelete } from '../api/delete-admin-record';
import { postAdminRecordActive } from '../api/set-admin-record-active';

type Target = { type: AdminRecordType; id: number; name: string; isActive: boolean };

const rethrow = (error: unknown): never => {
  throw new Error(toApiFailure(error).message);
};

/** Confirmations for deleting and (de)activating a platform admin or an authority. */
export function adminRecordConfirmations(reload: () => void) {
  const what = (type: AdminRecordType) => (type === 'admin' ? 'platform admin' : 'authority');

  const toggle = ({ type, id, name, isActive }: Target): ConfirmRequest => ({
    title: isActive ? `Deactivate ${name}?` : `Activate ${name}?`,
    message: isActive
      ? type === 'admin'
        ? `${name} will be signed out and cannot sign in until activated again.`
        : `The users of ${name} will be signed out and cannot sign in until it is activated again.`
      : `${name} will be able to sign in again.`,
    confirmLabel: isActive ? 'Deactivate' : 'Activate',
    onConfirm: async () => {
      const { message } = await postAdminRecordActive(type, id, !isActive).catch(rethrow);
      toast.success(message);
      reload();
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
      const message = await postAdminRecordDelete(type, id).catch(rethrow);
      toast.success(message);
      reload();
    },
  });

  return { toggle, remove };
}
