import {
  DOCUMENT_REQUEST_KIND_LABELS,
  DOCUMENT_REQUEST_KINDS,
  type AskForDocumentsRequest,
  type DocumentRequestKind,
} from '@casekeeper/contract';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { LabelledInput } from '@/components/labelled-input';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAskForDocumentsMutation } from '../api/conversation-api';
import { askFailure, askFormSchema, askFormValues, chosenKinds, dueOnField } from '../lib/ask-form';

const CHOICE_ERROR_ID = 'ask-kinds-error';

/**
 * Asks the applicant for documents: each kind ticked is one item with its own due date (two weeks
 * on, to start with); Other says what in the officer's words. The contract's schema checks the
 * form as the server does (a date of today or later, Other with words, at least one and at most
 * ten), and each message shows beside its row.
 */
export function AskForDocumentsDialog({ caseId, onClose }: { caseId: number; onClose: () => void }) {
  const [ask] = useAskForDocumentsMutation();
  const form = useContractForm({ defaultValues: askFormValues(), schema: askFormSchema });
  const chosen = chosenKinds(useWatch({ control: form.control, name: 'kinds' }));
  const choiceError = form.field('kinds').error;

  const toggle = (kind: DocumentRequestKind, on: boolean) => {
    const next = on ? [...chosen, kind] : chosen.filter((each) => each !== kind);
    form.setValue('kinds', chosenKinds(next.join(',')).join(','), { shouldDirty: true });
  };

  const send = async (body: AskForDocumentsRequest) => {
    try {
      await ask({ params: { caseId }, body }).unwrap();
    } catch (error) {
      throw askFailure(error, chosen);
    }
    onClose();
  };

  return (
    <FormDialog
      title="Ask the applicant for documents"
      form={form}
      onSave={send}
      saveLabel={chosen.length > 1 ? `Ask for ${chosen.length} documents` : 'Ask for documents'}
      busyLabel="Asking…"
      onClose={onClose}
    >
      <FormControl component="fieldset" error={Boolean(choiceError)} sx={{ border: 0, m: 0, p: 0 }}>
        <FormLabel component="legend" sx={{ mb: 1 }}>
          What to ask for
        </FormLabel>
        {choiceError && (
          <FormHelperText id={CHOICE_ERROR_ID} role="alert" sx={{ mx: 0 }}>
            {choiceError}
          </FormHelperText>
        )}
        {DOCUMENT_REQUEST_KINDS.map((kind) => (
          <Stack key={kind} spacing={1} sx={{ borderBottom: 1, borderColor: 'divider', py: 1 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={chosen.includes(kind)}
                  onChange={(event) => toggle(kind, event.target.checked)}
                  slotProps={{
                    input: choiceError ? { 'aria-describedby': CHOICE_ERROR_ID } : {},
                  }}
                  sx={{ width: 44, height: 44 }}
                />
              }
              label={DOCUMENT_REQUEST_KIND_LABELS[kind]}
            />
            {chosen.includes(kind) && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {kind === 'OTHER' && (
                  <LabelledInput
                    id="ask-OTHER-details"
                    label="Which document"
                    required
                    {...form.field('otherDetails')}
                  />
                )}
                <LabelledInput
                  id={`ask-${kind}-due-on`}
                  label={`Due date for ${DOCUMENT_REQUEST_KIND_LABELS[kind].toLowerCase()}`}
                  required
                  inputMode="numeric"
                  autoComplete="off"
                  hint="Today or later, for example 31/03/2027."
                  {...form.field(dueOnField(kind))}
                />
              </Stack>
            )}
          </Stack>
        ))}
      </FormControl>
    </FormDialog>
  );
}
