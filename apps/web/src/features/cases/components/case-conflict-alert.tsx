import type { Case } from '@casekeeper/contract';
import { ConflictAlert } from '@/components/conflict-alert';
import { CASE_FIELD_LABELS, CASE_FIELD_NAMES } from '../lib/case-field-labels';
import { caseFieldText, changedCaseFields } from '../lib/case-field-text';

type CaseConflictAlertProps = {
  /** The case as this form read it. */
  loaded: Case;
  /** The case as it is now, from the refused save. */
  current: Case;
  onReload: () => void;
  /** Runs before the form submits again (the Keep mine button submits it). */
  onKeepMine: () => void;
};

/** A save of the case refused because someone else saved it first (the shared ConflictAlert). */
export function CaseConflictAlert({ loaded, current, onReload, onKeepMine }: CaseConflictAlertProps) {
  const changed = changedCaseFields(loaded, current, CASE_FIELD_NAMES).map((name) => ({
    label: CASE_FIELD_LABELS[name],
    now: caseFieldText(current, name) ?? '',
  }));
  return (
    <ConflictAlert
      noun="case"
      savedBy={current.updatedByName}
      changed={changed}
      onReload={onReload}
      onKeepMine={onKeepMine}
    />
  );
}
