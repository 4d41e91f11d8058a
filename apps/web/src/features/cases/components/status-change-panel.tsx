import {
  APPLICATION_STATUSES,
  CASE_MESSAGES,
  CASE_NOTE_MAX_LENGTH,
  isOpenStatus,
  STATUS_CHANGE_UNEXPLAINED_DAYS,
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
        body: { note, version: record.version, effectiveDate: ukDateToIso(day) },
      }).unwrap();
      toast.success(message);
      setTarget('');
      setNote('');
      setDay(today());
    } catch (error) {
      const answer = toApiFailure(error);
      setFailure({
        message: answer.message,
        stale: answer.status === 409,
        noteError: answer.fields.note ?? null,
        dateError: answer.fields.effectiveDate ?? null,
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
        {failure && !failure.noteError && !failure.dateError && (
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
        {blockedBy && <Typography sx={{ color: 'text.secondary' }}>{blockedBy}</Typography>}
      </Stack>
    </SectionCard>
  );
}
