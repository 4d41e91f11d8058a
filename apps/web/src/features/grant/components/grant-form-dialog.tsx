import type { ReactNode } from 'react';
import { FormDialog } from '@/components/form-dialog';
import type { FramedForm } from '@/components/form-frame';
import { StaleRecordAlert } from '@/components/stale-record-alert';

type GrantFormDialogProps<TOut> = {
  title: string;
  form: FramedForm<TOut>;
  onSave: (values: TOut) => Promise<void>;
  saveLabel: string;
  onClose: () => void;
  /** Someone else changed the grant first: Reload reads it again, and Save then saves over it. */
  stale: boolean;
  onReload: () => void;
  children: ReactNode;
};

/** A form of the grant (an item of works, a quote, a reason) in a dialog, offering Reload when the grant went stale. */
export function GrantFormDialog<TOut>({ stale, onReload, ...dialog }: GrantFormDialogProps<TOut>) {
  return <FormDialog {...dialog} notice={stale && <StaleRecordAlert onReload={onReload} />} />;
}
