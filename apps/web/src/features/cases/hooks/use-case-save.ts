import { caseSchema, type Case } from '@casekeeper/contract';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { LEAVE_FORM_STATE } from '@/lib/forms/leave-form';
import { toSubmitFailure } from '@/lib/forms/to-submit-failure';
import { useAddCaseMutation, useUpdateCaseMutation } from '../api/cases-api';
import type { CaseFormOutput } from '../lib/case-form-schema';

/** The case as it is now, when a save was refused because someone else saved it first. */
function currentCaseOf(error: unknown): Case | null {
  const failure = toApiFailure(error);
  if (failure.status !== 409) return null;
  const current = caseSchema.safeParse(failure.current);
  return current.success ? current.data : null;
}

/**
 * Saving the case form: a new case goes to its own page; an edit stays, and the case is read
 * again. A save refused because someone else saved first keeps their case (`conflict`) so the
 * form can show what changed, and Keep mine saves this form over theirs.
 */
export function useCaseSave(record: Case | null, backTo: string) {
  const navigate = useNavigate();
  const [addCase] = useAddCaseMutation();
  const [updateCase] = useUpdateCaseMutation();
  const [conflict, setConflict] = useState<Case | null>(null);
  // The version Keep mine saves over; read by the submit that the Keep mine button starts.
  const overVersion = useRef<number | null>(null);

  const save = useCallback(
    async (fields: CaseFormOutput) => {
      const version = overVersion.current ?? record?.version;
      overVersion.current = null;
      try {
        if (!record || version === undefined) {
          const { data, message } = await addCase({ body: fields }).unwrap();
          toast.success(message);
          // The new case's page replaces the add form in the history, and leads back where this one did.
          await navigate(paths.caseManager.edit(data.id), {
            state: { ...LEAVE_FORM_STATE, returnTo: backTo },
            replace: true,
          });
          return;
        }
        const { message } = await updateCase({ body: { ...fields, id: record.id, version } }).unwrap();
        setConflict(null);
        toast.success(message);
      } catch (error) {
        const current = currentCaseOf(error);
        setConflict(current);
        // The conflict says it all; the form shows no message of its own above it.
        throw current ? new SubmitFailure({ message: '', fields: {} }) : toSubmitFailure(error);
      }
    },
    [addCase, updateCase, navigate, record, backTo],
  );

  const keepMine = useCallback(() => {
    if (conflict) overVersion.current = conflict.version;
  }, [conflict]);

  const forgetConflict = useCallback(() => setConflict(null), []);

  return { save, conflict, keepMine, forgetConflict };
}
