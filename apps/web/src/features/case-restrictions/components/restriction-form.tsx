import type { CaseRestriction } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { toast } from 'react-toastify';
import { FormMessage } from '@/components/form-message';
import { toApiFailure } from '@/lib/api/api-failure';
import { useChangeCaseRestrictionMutation } from '../api/case-restrictions-api';
import { roleWords } from './restriction-words';

type RestrictionFormProps = {
  caseId: number;
  restriction: CaseRestriction;
  onDone: () => void;
};

/**
 * Whom the case is restricted to, as checkboxes of the authority's active staff (name and role).
 * None ticked lifts the restriction. The server's refusal is shown against the list.
 */
export function RestrictionForm({ caseId, restriction, onDone }: RestrictionFormProps) {
  const [chosen, setChosen] = useState<number[]>(() => restriction.users.map((user) => user.id));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [change, { isLoading }] = useChangeCaseRestrictionMutation();
  const errorId = useId();
  const legendId = useId();
  const group = useRef<HTMLFieldSetElement>(null);

  const toggle = (id: number, on: boolean) =>
    setChosen((now) => (on ? [...now, id] : now.filter((other) => other !== id)));

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setFieldError(null);
    setFormError(null);
    try {
      const saved = await change({ params: { caseId }, body: { userIds: chosen } }).unwrap();
      toast.success(saved.message);
      onDone();
    } catch (error) {
      const failure = toApiFailure(error);
      const message = failure.fields.userIds;
      if (message) {
        setFieldError(message);
        group.current?.querySelector<HTMLInputElement>('input')?.focus();
      } else setFormError(failure.message);
    }
  };

  return (
    <form noValidate aria-busy={isLoading} onSubmit={(event) => void save(event)}>
      <Stack spacing={2}>
        <FormMessage message={formError} />
        <fieldset
          ref={group}
          aria-labelledby={legendId}
          aria-describedby={fieldError ? errorId : undefined}
          aria-invalid={fieldError ? true : undefined}
          style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
        >
          <legend id={legendId} style={{ padding: 0, marginBottom: 8, fontWeight: 600 }}>
            Who can see this case
          </legend>
          <FormHelperText sx={{ mx: 0, mb: 1, fontSize: '0.9375rem' }}>
            Include the officer the case is assigned to and at least one administrator. Tick no one to let
            anyone in the authority who may see cases see it again.
          </FormHelperText>
          {fieldError && (
            <FormHelperText id={errorId} error sx={{ mx: 0, mb: 1, fontSize: '0.9375rem', fontWeight: 600 }}>
              {fieldError}
            </FormHelperText>
          )}
          <Stack>
            {restriction.choices.map((user) => (
              <FormControlLabel
                key={user.id}
                sx={{ minHeight: 44, mr: 0 }}
                control={
                  <Checkbox
                    checked={chosen.includes(user.id)}
                    onChange={(event) => toggle(user.id, event.target.checked)}
                  />
                }
                label={`${user.name} (${roleWords(user.role)})`}
              />
            ))}
          </Stack>
        </fieldset>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" aria-disabled={isLoading} sx={{ minHeight: 44 }}>
            {isLoading ? 'Saving…' : 'Save who can see it'}
          </Button>
          <Button onClick={onDone} disabled={isLoading} sx={{ minHeight: 44 }}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
