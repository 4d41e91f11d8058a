import { WARNING_NOTE_TYPE_LABELS, type WarningNote } from '@casekeeper/contract';
import { RemoveButton } from '@/components/remove-button';
import { useRemoveWarningNoteMutation } from '../api/warning-notes-api';

/** Removes a note once the officer confirms: it no longer shows, and the audit log keeps it. */
export function RemoveWarningNoteButton({ note }: { note: WarningNote }) {
  const [removeNote, { isLoading }] = useRemoveWarningNoteMutation();
  const label = WARNING_NOTE_TYPE_LABELS[note.type];
  return (
    <RemoveButton
      label={`Remove warning note: ${label}`}
      title="Remove the warning note?"
      consequence={`“${label}” will no longer show on the case or before visits. Remove it only when it no longer applies.`}
      confirmLabel="Remove note"
      remove={() => removeNote({ params: { id: note.id } }).unwrap()}
      busy={isLoading}
    />
  );
}
