import type { AuthorityChoice, updateChoiceRequestSchema } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { FormFrame } from '@/components/form-frame';
import { LabelledInput } from '@/components/labelled-input';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { isStaleRecord, toSubmitFailure } from '@/lib/forms/to-submit-failure';
import { useUpdateAuthorityChoiceMutation } from '../api/grant-settings-api';
import { refusalMessage } from '../lib/grant-failure';
import { choiceFormValues, renameChoiceFormSchema } from '../lib/choice-form';
import { AsksForWordsBox } from './asks-for-words-box';

type ChoiceEntryRowProps = {
  entry: AuthorityChoice;
  canEdit: boolean;
  /** Someone else changed the entry first: the list offers to read it again. */
  onStale: () => void;
};

/** One entry of a list: its name and marks; an ADMIN renames it in place, retires it or brings it back. */
export function ChoiceEntryRow({ entry, canEdit, onStale }: ChoiceEntryRowProps) {
  const [renaming, setRenaming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [updateChoice] = useUpdateAuthorityChoiceMutation();

  const setActive = async (isActive: boolean) => {
    setBusy(true);
    try {
      const { id, version, name, needsText } = entry;
      toast.success(
        (await updateChoice({ body: { id, version, name, needsText, isActive } }).unwrap()).message,
      );
    } catch (error) {
      if (isStaleRecord(error)) onStale();
      else toast.error(refusalMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (renaming) return <RenameForm entry={entry} onDone={() => setRenaming(false)} onStale={onStale} />;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', py: 1 }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}
      >
        <Typography
          sx={{ overflowWrap: 'anywhere', color: entry.isActive ? 'text.primary' : 'text.secondary' }}
        >
          {entry.name}
        </Typography>
        {entry.needsText && <Chip size="small" variant="outlined" label="Asks for words" />}
        {!entry.isActive && <Chip size="small" variant="outlined" label="Retired" />}
      </Stack>
      {canEdit && (
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button size="small" aria-label={`Rename ${entry.name}`} onClick={() => setRenaming(true)}>
            Rename
          </Button>
          <Button
            size="small"
            color={entry.isActive ? 'error' : 'primary'}
            aria-label={`${entry.isActive ? 'Retire' : 'Bring back'} ${entry.name}`}
            aria-disabled={busy}
            onClick={() => !busy && void setActive(!entry.isActive)}
          >
            {entry.isActive ? 'Retire' : 'Bring back'}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

function RenameForm({
  entry,
  onDone,
  onStale,
}: {
  entry: AuthorityChoice;
  onDone: () => void;
  onStale: () => void;
}) {
  const form = useContractForm({
    defaultValues: choiceFormValues(entry),
    schema: renameChoiceFormSchema(entry),
  });
  const [updateChoice] = useUpdateAuthorityChoiceMutation();

  const save = async (body: z.output<typeof updateChoiceRequestSchema>) => {
    try {
      toast.success((await updateChoice({ body }).unwrap()).message);
    } catch (error) {
      if (!isStaleRecord(error)) throw toSubmitFailure(error);
      // The list says so, above the entry read again.
      onStale();
    }
    onDone();
  };

  return (
    <FormFrame form={form} onSubmit={save}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { md: 'center' }, py: 1 }}
      >
        <LabelledInput
          id={`choice-${entry.id}-name`}
          label="Name"
          required
          autoComplete="off"
          {...form.field('name')}
        />
        <AsksForWordsBox
          control={form.control}
          onChange={(value) => form.setValue('needsText', value, { shouldDirty: true })}
        />
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button type="submit" variant="contained" size="small" aria-disabled={form.busy}>
            {form.busy ? 'Saving…' : 'Save'}
          </Button>
          <Button size="small" onClick={onDone} disabled={form.busy}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </FormFrame>
  );
}
