import {
  APPLICATION_STATUSES,
  CASE_MESSAGES,
  CASE_NOTE_MAX_LENGTH,
  isOpenStatus,
  REFUSAL_TEXT_MAX_LENGTH,
  STATUS_CHANGE_UNEXPLAINED_DAYS,
  STATUS_ID,
  isStatusId,
  type Case,
} from '@casekeeper/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type SubmitEvent } from 'react';
import { toast } from 'react-toastify';
import { SelectInput } from '@/components/select-input';
import { toApiFailure } from '@/lib/api/api-failure';
import { formatDate } from '@/lib/format-date';
import { ukDateToIso } from '@/lib/uk-date';
import { useChangeCaseStatusMutation } from '../api/cases-api';
import { useGetRefusalReasonsQuery } from '../api/get-refusal-reasons';
import { SectionCard } from '@/components/section-card';

type StatusChangePanelProps = {
  record: Case;
  /** Why the status cannot be changed just now (unsaved changes on the form), if it cannot. */
  blockedBy: string | null;
  /** Reads the case again, after someone else changed it. */
  onReload: () => void;
};

type Failure = {
  message: string;
  stale: boolean;
  noteError: string | null;
  dateError: string | null;
  reasonError: string | null;
  reasonTextError: string | null;
};

/** Today as the date field shows it: 29/11/2026, in London. */
const today = () => formatDate(new Date().toISOString());

const statusName = (id: number) =>
  APPLICATION_STATUSES.find((status) => status.id === id)?.name ?? `Status ${id}`;

/** Moves the case on: only to the statuses the server allows this caller now, with an optional note. */
export function StatusChangePanel({ record, blockedBy, onReload }: StatusChangePanelProps) {
  const [changeStatus, { isLoading }] = useChangeCaseStatusMutation();
  const [target, setTarget] = useState('');
  const [note, setNote] = useState('');
  const [day, setDay] = useState(today);
  const [targetError, setTargetError] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [reasonId, setReasonId] = useState('');
  const [reasonText, setReasonText] = useState('');
  const refusing = target === String(STATUS_ID.REFUSED);
  const { data: reasons = [] } = useGetRefusalReasonsQuery(
    { params: { list: 'REFUSAL_REASON' } },
    { skip: !refusing },
  );
  const chosenReason = reasons.find((reason) => String(reason.id) === reasonId);

  if (!record.can.changeStatus) {
    const closed = isStatusId(record.statusId) && !isOpenStatus(record.statusId);
    return (
      <SectionCard heading="Change status">
        <Typography sx={{ color: 'text.secondary' }}>
          {record.can.edit && closed
            ? CASE_MESSAGES.reopenForAdmins
            : `This case cannot be moved on from ${record.statusName}.`}
        </Typography>
      </SectionCard>
    );
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading || blockedBy) return;
    setFailure(null);
    if (target === '') {
      setTargetError('Choose the status to move the case to');
      return;
    }
    try {
      const { message } = await changeStatus({
        params: { caseId: record.id, statusId: Number(target) },
        body: {
          note,
          version: record.version,
          effectiveDate: ukDateToIso(day),
          ...(refusing && {
            refusalReasonId: reasonId === '' ? null : Number(reasonId),
            refusalReasonText: chosenReason?.needsText ? reasonText : null,
          }),
        },
      }).unwrap();
      toast.success(message);
      setTarget('');
      setNote('');
      setDay(today());
      setReasonId('');
      setReasonText('');
    } catch (error) {
      const answer = toApiFailure(error);
      setFailure({
        message: answer.message,
        stale: answer.status === 409,
        noteError: answer.fields.note ?? null,
        dateError: answer.fields.effectiveDate ?? null,
        reasonError: answer.fields.refusalReasonId ?? null,
        reasonTextError: answer.fields.refusalReasonText ?? null,
      });
    }
  };

  return (
    <SectionCard heading="Change status">
      <Stack
        component="form"
        spacing={2.5}
        noValidate
        aria-busy={isLoading}
        onSubmit={(event) => void submit(event)}
      >
        {failure &&
          !failure.noteError &&
          !failure.dateError &&
          !failure.reasonError &&
          !failure.reasonTextError && (
            <Alert
              severity={failure.stale ? 'warning' : 'error'}
              action={
                failure.stale && (
                  <Button color="inherit" size="small" onClick={onReload}>
                    Reload
                  </Button>
                )
              }
            >
              {failure.message}
            </Alert>
          )}
        {/* One row on a wide screen: the status, the note, and the button at the end. */}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <Box sx={{ width: { xs: '100%', md: 280 }, flexShrink: 0 }}>
            <SelectInput
              id="case-status-target"
              name="statusId"
              label="Move to"
              value={target}
              onChange={(event) => {
                setTarget(event.target.value);
                setTargetError(null);
              }}
              error={targetError ?? undefined}
              options={[
                { value: '', label: 'Choose a status' },
                ...record.allowedStatusIds.map((id) => ({ value: String(id), label: statusName(id) })),
              ]}
            />
          </Box>
          <Box sx={{ width: { xs: '100%', md: 200 }, flexShrink: 0 }}>
            <TextField
              id="case-status-date"
              name="effectiveDate"
              label="Date it happened"
              fullWidth
              autoComplete="off"
              value={day}
              onChange={(event) => {
                setDay(event.target.value);
                if (failure?.dateError) setFailure(null);
              }}
              error={Boolean(failure?.dateError)}
              helperText={
                failure?.dateError ?? `Over ${STATUS_CHANGE_UNEXPLAINED_DAYS} days ago? Say why in the note.`
              }
            />
          </Box>
          <TextField
            id="case-status-note"
            name="note"
            label="Note"
            multiline
            minRows={1}
            maxRows={8}
            fullWidth
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              if (failure?.noteError) setFailure(null);
            }}
            error={Boolean(failure?.noteError)}
            helperText={failure?.noteError ?? 'Optional. Kept in the status history.'}
            slotProps={{ htmlInput: { maxLength: CASE_NOTE_MAX_LENGTH } }}
          />
          <Button
            type="submit"
            variant="contained"
            aria-disabled={isLoading || blockedBy !== null}
            sx={{ height: { md: 56 }, flexShrink: 0, alignSelf: { xs: 'flex-start', md: 'auto' } }}
          >
            {isLoading ? 'Changing…' : 'Change status'}
          </Button>
        </Stack>
        {refusing && (
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ alignItems: { md: 'flex-start' } }}
          >
            <Box sx={{ width: { xs: '100%', md: 280 }, flexShrink: 0 }}>
              <SelectInput
                id="case-refusal-reason"
                name="refusalReasonId"
                label="Reason for refusal"
                value={reasonId}
                onChange={(event) => {
                  setReasonId(event.target.value);
                  if (failure?.reasonError) setFailure(null);
                }}
                error={failure?.reasonError ?? undefined}
                options={[
                  { value: '', label: 'Choose a reason' },
                  ...reasons
                    .filter((reason) => reason.isActive)
                    .map((reason) => ({ value: String(reason.id), label: reason.name })),
                ]}
              />
            </Box>
            {chosenReason?.needsText && (
              <TextField
                id="case-refusal-text"
                name="refusalReasonText"
                label="The reason in words"
                multiline
                minRows={1}
                maxRows={6}
                fullWidth
                value={reasonText}
                onChange={(event) => {
                  setReasonText(event.target.value);
                  if (failure?.reasonTextError) setFailure(null);
                }}
                error={Boolean(failure?.reasonTextError)}
                helperText={failure?.reasonTextError ?? 'Kept in the status history with the reason.'}
                slotProps={{ htmlInput: { maxLength: REFUSAL_TEXT_MAX_LENGTH } }}
              />
            )}
          </Stack>
        )}
        {record.statusId === STATUS_ID.APPLICATION_SUBMITTED && (
          <Typography sx={{ color: 'text.secondary' }}>
            To approve the application, propose the grant in the Grant section: an authority admin approves it
            there.
          </Typography>
        )}
        {blockedBy && <Typography sx={{ color: 'text.secondary' }}>{blockedBy}</Typography>}
      </Stack>
    </SectionCard>
  );
}
