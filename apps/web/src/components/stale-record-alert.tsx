import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { STALE_RECORD_MESSAGE } from '@casekeeper/contract';

/** A save refused because someone else changed the record first: reload, then make the change again. */
export function StaleRecordAlert({ onReload }: { onReload: () => void }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          Reload
        </Button>
      }
    >
      {STALE_RECORD_MESSAGE} Your changes here have not been saved.
    </Alert>
  );
}
