import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { toApiFailure } from '@/lib/api/api-failure';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { LEAVE_FORM_STATE } from '@/lib/forms/leave-form';
import { toSubmitFailure } from '@/lib/forms/to-submit-failure';

/** The record as it is now, when a save was refused because someone else saved it first. */
function currentOf<R>(error: unknown, schema: z.ZodType<R>): R | null {
  const failure = toApiFailure(error);
  if (failure.status !== 409) return null;
  const current = schema.safeParse(failure.current);
  return current.success ? current.data : null;
}

/**
 * Saving a versioned record's form (diaries, items, clocks), as the case form saves: the server's message toasted and back to
 * the diary page. A save refused because someone else saved first keeps their record
 * (`conflict`) for the form to show what changed; Keep mine then saves over their version.
 */
export function useVersionedSave<R extends { version: number }>(
  loaded: R | null,
  currentSchema: z.ZodType<R>,
  backTo: string,
  /** More navigation state for the page gone back to (what the save set in motion, say). */
  backState?: Record<string, unknown>,
) {
  const navigate = useNavigate();
  const [conflict, setConflict] = useState<R | null>(null);
  // The version Keep mine saves over; read by the submit that its button starts.
  const overVersion = useRef<number | null>(null);

  const save = useCallback(
    async (send: (version: number | undefined) => Promise<{ message: string }>) => {
      const version = overVersion.current ?? loaded?.version;
      overVersion.current = null;
      try {
        const { message } = await send(version);
        setConflict(null);
        toast.success(message);
        await navigate(backTo, { state: { ...backState, ...LEAVE_FORM_STATE } });
      } catch (error) {
        // Already in the form's words (a refused upload names its file field).
        if (error instanceof SubmitFailure) throw error;
        const current = currentOf(error, currentSchema);
        setConflict(current);
        // The conflict says it all; the form shows no message of its own above it.
        throw current ? new SubmitFailure({ message: '', fields: {} }) : toSubmitFailure(error);
      }
    },
    [loaded, currentSchema, navigate, backTo, backState],
  );

  const keepMine = useCallback(() => {
    if (conflict) overVersion.current = conflict.version;
  }, [conflict]);
  const forgetConflict = useCallback(() => setConflict(null), []);

  return { save, conflict, keepMine, forgetConflict };
}
