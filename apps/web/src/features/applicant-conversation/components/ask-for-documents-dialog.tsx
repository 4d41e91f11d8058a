import {
  CONVERSATION_MESSAGES,
  DOCUMENT_REQUEST_KIND_LABELS,
  DOCUMENT_REQUEST_KINDS,
  type DocumentRequestItem,
  type DocumentRequestKind,
} from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useId, useState, type SubmitEvent } from 'react';
import { useCardLayout } from '@/components/data-list/use-card-layout';
import { DialogButtons } from '@/components/dialog-buttons';
import { FormMessage } from '@/components/form-message';
import { LabelledInput } from '@/components/labelled-input';
import { toApiFailure } from '@/lib/api/api-failure';
import { formatIsoDay } from '@/lib/format-date';
import { londonDayOf } from '@/lib/london-day';
import { ukDateToIso } from '@/lib/uk-date';
import { useAskForDocumentsMutation } from '../api/conversation-api';
import { twoWeeksFrom } from '../lib/request-state';

type Row = { chosen: boolean; details: string; dueOn: string };
type Rows = Record<DocumentRequestKind, Row>;

const freshRows = (): Rows => {
  const due = formatIsoDay(twoWeeksFrom(londonDayOf(new Date())));
  return Object.fromEntries(
    DOCUMENT_REQUEST_KINDS.map((kind) => [kind, { chosen: false, details: '', dueOn: due }]),
  ) as Rows;
};

/**
 * Asks the applicant for documents: each kind ticked is one item with its own due date (two weeks
 * on, to start with); Other says what in the officer's words. The server checks every item (a
 * date before today, Other without words) and its messages show beside the row.
 */
export function AskForDocumentsDialog({ caseId, onClose }: { caseId: number; onClose: () => void }) {
  const titleId = useId();
  const phone = useCardLayout();
  const [ask, { isLoading }] = useAskForDocumentsMutation();
  const [rows, setRows] = useState<Rows>(freshRows);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});

  const chosen = DOCUMENT_REQUEST_KINDS.filter((kind) => rows[kind].chosen);
  const change = (kind: DocumentRequestKind, row: Partial<Row>) =>
    setRows((current) => ({ ...current, [kind]: { ...current[kind], ...row } }));
  /** The server's message on item `index`'s field, shown on its row. */
  const errorOf = (kind: DocumentRequestKind, field: 'details' | 'dueOn') => {
    const index = chosen.indexOf(kind);
    return index < 0 ? undefined : fieldErrors[`items.${index}.${field}`];
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setProblem(CONVERSATION_MESSAGES.itemsRequired);
      return;
    }
    const items: DocumentRequestItem[] = chosen.map((kind) => ({
      kind,
      dueOn: ukDateToIso(rows[kind].dueOn),
      ...(kind === 'OTHER' ? { details: rows[kind].details } : {}),
    }));
    try {
      await ask({ params: { caseId }, body: { items } }).unwrap();
      onClose();
    } catch (error) {
      const failure = toApiFailure(error);
      setProblem(failure.message);
      setFieldErrors(failure.fields);
    }
  };

  return (
    <Dialog
      open
      onClose={isLoading ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <form noValidate aria-busy={isLoading} onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>Ask the applicant for documents</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormMessage message={problem} />
            {DOCUMENT_REQUEST_KINDS.map((kind) => (
              <Stack key={kind} spacing={1} sx={{ borderBottom: 1, borderColor: 'divider', pb: 2 }}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={rows[kind].chosen}
                      onChange={(event) => change(kind, { chosen: event.target.checked })}
                      sx={{ width: 44, height: 44 }}
                    />
                  }
                  label={DOCUMENT_REQUEST_KIND_LABELS[kind]}
                />
                {rows[kind].chosen && (
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    {kind === 'OTHER' && (
                      <LabelledInput
                        id={`ask-${kind}-details`}
                        name={`${kind}-details`}
                        label="Which document"
                        required
                        value={rows[kind].details}
                        onChange={(event) => change(kind, { details: event.target.value })}
                        error={errorOf(kind, 'details')}
                      />
                    )}
                    <LabelledInput
                      id={`ask-${kind}-due-on`}
                      name={`${kind}-due-on`}
                      label={`Due date for ${DOCUMENT_REQUEST_KIND_LABELS[kind].toLowerCase()}`}
                      required
                      inputMode="numeric"
                      autoComplete="off"
                      hint="Today or later, for example 31/03/2027."
                      value={rows[kind].dueOn}
                      onChange={(event) => change(kind, { dueOn: event.target.value })}
                      error={errorOf(kind, 'dueOn')}
                    />
                  </Stack>
                )}
              </Stack>
            ))}
          </Stack>
        </DialogContent>
        <DialogButtons>
          <Button onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" aria-disabled={isLoading}>
            {isLoading
              ? 'Asking…'
              : chosen.length > 1
                ? `Ask for ${chosen.length} documents`
                : 'Ask for documents'}
          </Button>
        </DialogButtons>
      </form>
    </Dialog>
  );
}
