import { toast } from 'react-toastify';
import { toApiFailure } from '@/lib/api/api-failure';
import type { ConfirmRequest } from './confirm-dialog';

/** A write that answers the server's message. */
type Send = () => Promise<{ message: string }>;

/**
 * A confirmed write: the server's message as a toast, or its failure as the error the dialog
 * shows (useConfirm toasts it).
 */
export function announced(send: Send): () => Promise<void> {
  return async () => {
    const { message } = await send().catch((error: unknown) => {
      throw new Error(toApiFailure(error).message);
    });
    toast.success(message);
  };
}

type Toggled = {
  name: string;
  isActive: boolean;
  /** What deactivating does, and what activating does, in the dialog's words. */
  deactivating: string;
  activating: string;
};

/** Asks before deactivating an active record or activating an inactive one; `send` gets the new state. */
export function toggleActiveConfirmation(
  { name, isActive, deactivating, activating }: Toggled,
  send: (isActive: boolean) => Promise<{ message: string }>,
): ConfirmRequest {
  return {
    title: isActive ? `Deactivate ${name}?` : `Activate ${name}?`,
    message: isActive ? deactivating : activating,
    confirmLabel: isActive ? 'Deactivate' : 'Activate',
    onConfirm: announced(() => send(!isActive)),
  };
}

/** What (de)activating an account that signs in does. */
export function accountActivation(name: string): Pick<Toggled, 'deactivating' | 'activating'> {
  return {
    deactivating: `${name} will be signed out and cannot sign in until activated again.`,
    activating: `${name} will be able to sign in again.`,
  };
}

/** Asks before a (soft) delete, in red. */
export function deleteConfirmation(
  { name, message, confirmLabel }: { name: string; message: string; confirmLabel: string },
  send: Send,
): ConfirmRequest {
  return { title: `Delete ${name}?`, message, confirmLabel, destructive: true, onConfirm: announced(send) };
}
