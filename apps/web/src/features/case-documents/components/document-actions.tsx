import type { CaseDocument } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { isPreviewable } from './document-preview-dialog';

export type DocumentHandlers = {
  busy: string | null;
  onPreview: (document: CaseDocument) => void;
  onDownload: (document: CaseDocument) => void;
  onMarkSeen: (document: CaseDocument) => void;
  onDelete: (document: CaseDocument) => void;
};

const TARGET = { minHeight: 44 };

/** What may be done with one document, each button naming it for a screen reader. */
export function DocumentActions({
  document,
  handlers,
}: {
  document: CaseDocument;
  handlers: DocumentHandlers;
}) {
  const passed = document.scanStatus === 'CLEAN' || document.scanStatus === 'NOT_SCANNED';
  const busy = handlers.busy === document.key;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {isPreviewable(document) && (
        <Button
          size="small"
          sx={TARGET}
          aria-label={`Preview ${document.title}`}
          aria-disabled={busy}
          onClick={() => !busy && handlers.onPreview(document)}
        >
          Preview
        </Button>
      )}
      {passed && (
        <Button
          size="small"
          sx={TARGET}
          aria-label={`Download ${document.title}`}
          aria-disabled={busy}
          onClick={() => !busy && handlers.onDownload(document)}
        >
          {busy ? 'Opening…' : 'Download'}
        </Button>
      )}
      {document.can.markSeen && (
        <Button
          size="small"
          sx={TARGET}
          aria-label={`Mark ${document.title} as seen`}
          onClick={() => handlers.onMarkSeen(document)}
        >
          Mark as seen
        </Button>
      )}
      {document.can.delete && (
        <Button
          size="small"
          color="error"
          sx={TARGET}
          aria-label={`Delete ${document.title}`}
          onClick={() => handlers.onDelete(document)}
        >
          Delete
        </Button>
      )}
    </Stack>
  );
}
