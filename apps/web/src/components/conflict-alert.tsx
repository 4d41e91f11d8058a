import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export type ChangedField = { label: string; now: string };

type ConflictAlertProps = {
  /** What was saved meanwhile: "case", "diary" or "action item". */
  noun: string;
  /** Who saved it, when the record says; "Someone else" otherwise. */
  savedBy?: string;
  changed: ChangedField[];
  onReload: () => void;
  /** Runs before the form submits again (the Keep mine button submits it). */
  onKeepMine: () => void;
};

const LONG = 80;
const shorten = (text: string) => (text.length > LONG ? `${text.slice(0, LONG - 1)}…` : text);

/**
 * A save refused because someone else saved first: what they changed, and a choice between
 * their version (Reload) and this one (Keep mine, saved over theirs).
 */
export function ConflictAlert({ noun, savedBy, changed, onReload, onKeepMine }: ConflictAlertProps) {
  return (
    <Alert severity="warning" role="alert" tabIndex={-1}>
      <AlertTitle>
        {savedBy ?? 'Someone else'} saved this {noun} while you were editing it
      </AlertTitle>
      {changed.length === 0 ? (
        <p>None of the fields on this form changed.</p>
      ) : (
        <>
          <p>They changed:</p>
          <ul>
            {changed.map(({ label, now }) => (
              <li key={label}>
                {label}: now {shorten(now || 'blank')}
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

/** The fields whose shown text differs between the version read and the version saved meanwhile. */
export function changedFields<R>(
  loaded: R,
  current: R,
  fields: { label: string; text: (record: R) => string }[],
) {
  return fields
    .filter(({ text }) => text(loaded) !== text(current))
    .map(({ label, text }): ChangedField => ({ label, now: text(current) }));
}
