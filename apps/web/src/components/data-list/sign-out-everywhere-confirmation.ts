import type { ConfirmRequest } from './confirm-dialog';
import { announced } from './record-confirmations';

/**
 * Asks before signing someone out on every device (a lost laptop, a shared password), then says
 * what the server answered. Only for others: the server refuses yourself, as the lists do not
 * offer it (a row you may not deactivate is your own).
 */
export function signOutEverywhereConfirmation(
  name: string,
  send: () => Promise<{ message: string }>,
): ConfirmRequest {
  return {
    title: `Sign ${name} out everywhere?`,
    message: `${name} will be signed out at once on every browser and device, and must sign in again to carry on. Their account stays active.`,
    confirmLabel: 'Sign out everywhere',
    onConfirm: announced(send),
  };
}

/**
 * Whether a list row offers "Sign out everywhere": an active account with a password (an invited
 * one has never signed in) that the caller may deactivate, which is never their own.
 */
export const offersSignOutEverywhere = (row: {
  isActive: boolean;
  hasPassword: boolean;
  can: { toggleActive: boolean };
}) => row.isActive && row.hasPassword && row.can.toggleActive;
