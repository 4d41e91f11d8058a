import type { BankHolidayChanges } from '@casekeeper/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { toast } from 'react-toastify';
import { SectionCard } from '@/components/section-card';
import { toApiFailure } from '@/lib/api/api-failure';
import { useApplyBankHolidayFileMutation, usePreviewBankHolidayFileMutation } from '../api/bank-holidays-api';
import { HolidayChanges } from './holiday-changes';

const UNREADABLE = 'That file could not be read. Choose it again.';

/** The file's text (FileReader: older browsers, and the test DOM, have no Blob.text()). */
const textOf = (file: File) =>
  new Promise<string | null>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsText(file);
  });

/**
 * The browser's own file chooser, kept for its keyboard and label behaviour, with its button made
 * a 44 px target in the theme's colours: left alone it is a small grey block, faint on dark.
 */
const fileInputSx = {
  maxWidth: '100%',
  color: 'text.primary',
  font: 'inherit',
  '&::file-selector-button': {
    minHeight: 44,
    mr: 2,
    px: 2,
    border: 1,
    borderColor: 'primary.main',
    borderRadius: 1,
    bgcolor: 'transparent',
    color: 'primary.main',
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
  },
  '&:disabled::file-selector-button': { borderColor: 'action.disabled', color: 'text.disabled' },
} as const;

/** The file's text, its preview, and any refusal, for the file chosen now. */
type Chosen = { name: string; text: string; preview: BankHolidayChanges | null; error: string | null };

/**
 * Loading GOV.UK's bank-holidays.json: choosing the file previews, per nation, what it would add
 * and remove (nothing changes yet); applying it makes its days the calendar for the years it covers.
 */
export function HolidayFileSection() {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [preview, previewState] = usePreviewBankHolidayFileMutation();
  const [apply, applyState] = useApplyBankHolidayFileMutation();
  const busy = previewState.isLoading || applyState.isLoading;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return setChosen(null);
    const text = await textOf(file);
    if (text === null) return setChosen({ name: file.name, text: '', preview: null, error: UNREADABLE });
    try {
      const answer = await preview({ body: { file: text } }).unwrap();
      setChosen({ name: file.name, text, preview: answer.data, error: null });
    } catch (failure) {
      const refusal = toApiFailure(failure);
      setChosen({ name: file.name, text, preview: null, error: refusal.fields.file ?? refusal.message });
    }
  };

  const applyFile = async () => {
    if (!chosen?.preview) return;
    try {
      const answer = await apply({ body: { file: chosen.text } }).unwrap();
      toast.success(answer.message);
      setChosen(null);
      setInputKey((key) => key + 1);
    } catch (failure) {
      const refusal = toApiFailure(failure);
      setChosen({ ...chosen, error: refusal.fields.file ?? refusal.message });
    }
  };

  return (
    <SectionCard
      heading="Load GOV.UK’s bank holidays"
      hint="Download bank-holidays.json from www.gov.uk/bank-holidays.json and choose it here. Its days replace each nation’s for the years it covers; you see what changes before anything does."
    >
      <Stack spacing={1}>
        <Typography component="label" htmlFor="bank-holiday-file" sx={{ fontWeight: 600 }}>
          GOV.UK bank-holidays.json file
        </Typography>
        <Box
          component="input"
          key={inputKey}
          id="bank-holiday-file"
          type="file"
          accept=".json,application/json"
          disabled={busy}
          aria-describedby={chosen?.error ? 'bank-holiday-file-error' : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => void choose(event)}
          sx={fileInputSx}
        />
      </Stack>
      {previewState.isLoading && <Typography role="status">Reading the file…</Typography>}
      {chosen?.error && (
        <Alert severity="error" id="bank-holiday-file-error">
          {chosen.error}
        </Alert>
      )}
      {chosen?.preview && (
        <Stack spacing={2}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            What {chosen.name} would change
          </Typography>
          <HolidayChanges changes={chosen.preview} />
          <Button
            variant="contained"
            onClick={() => void applyFile()}
            aria-disabled={busy}
            sx={{ alignSelf: 'flex-start' }}
          >
            {applyState.isLoading ? 'Applying…' : 'Apply these bank holidays'}
          </Button>
        </Stack>
      )}
    </SectionCard>
  );
}
