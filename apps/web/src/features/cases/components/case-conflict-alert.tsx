import type { Case } from '@casekeeper/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
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

const LONG = 80;
const shorten = (text: string) => (text.length > LONG ? `${text.slice(0, LONG - 1)}…` : text);

/**
 * A save refused because someone else saved the case first: what they changed, and a choice
 * between their version (Reload) and this one (Keep mine, saved over theirs).
 */
export function CaseConflictAlert({ loaded, current, onReload, onKeepMine }: CaseConflictAlertProps) {
  const changed = changedCaseFields(loaded, current, CASE_FIELD_NAMES);
  return (
    <Alert severity="warning" role="alert" tabIndex={-1}>
      <AlertTitle>{current.updatedByName} saved this case while you were editing it</AlertTitle>
      {changed.length === 0 ? (
        <p>None of the fields on this form changed.</p>
      ) : (
        <>
          <p>They changed:</p>
          <ul>
            {changed.map((name) => (
              <li key={name}>
                {CASE_FIELD_LABELS[name]}: now {shorten(caseFieldText(current, name) ?? 'blank')}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        Your changes have not been saved. Reload to see their version (your changes will be lost), or keep
        yours and save them over theirs.
      </p>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" color="inherit" onClick={onReload}>
          Reload
        </Button>
        <Button type="submit" variant="contained" color="warning" onClick={onKeepMine}>
          Keep mine
        </Button>
      </Stack>
    </Alert>
  );
}
