import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { leavesFormOnPurpose } from '@/lib/forms/leave-form';
import { ConfirmDialog } from './data-list/confirm-dialog';

/**
 * While a form has unsaved changes, leaving the page asks first: another page of the app gets a
 * dialog, closing or reloading the tab the browser's own question.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname && !leavesFormOnPurpose(nextLocation.state),
  );

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  return (
    <ConfirmDialog
      request={
        blocker.state === 'blocked'
          ? {
              title: 'Leave without saving?',
              message: 'You have changes on this page that are not saved. If you leave, they will be lost.',
              confirmLabel: 'Leave without saving',
              destructive: true,
              onConfirm: () => Promise.resolve(),
            }
          : null
      }
      busy={false}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
