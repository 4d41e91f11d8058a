import type { CaseDocument } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId } from 'react';

type DocumentPreviewDialogProps = {
  document: CaseDocument;
  /** An object URL of the file's bytes, fetched through its download route. */
  url: string;
  onClose: () => void;
  onDownload: () => void;
};

/** Whether the page can show a file itself: a PDF or an image that passed the virus check. */
export function isPreviewable(document: CaseDocument): boolean {
  const passed = document.scanStatus === 'CLEAN' || document.scanStatus === 'NOT_SCANNED';
  return passed && (document.contentType === 'application/pdf' || document.contentType.startsWith('image/'));
}

/** A PDF or an image shown in the page, in a dialog (the whole screen on a phone). */
export function DocumentPreviewDialog({ document, url, onClose, onDownload }: DocumentPreviewDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const isPdf = document.contentType === 'application/pdf';

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="lg">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {document.title}
      </DialogTitle>
      <DialogContent
        dividers
        sx={{ p: 0, display: 'flex', justifyContent: 'center', bgcolor: 'action.hover' }}
      >
        {isPdf ? (
          <Box
            component="iframe"
            src={url}
            title={`${document.fileName} (PDF)`}
            sx={{ border: 0, width: '100%', height: phone ? 'calc(100dvh - 140px)' : '75vh' }}
          />
        ) : (
          <Box
            component="img"
            src={url}
            alt={document.title}
            sx={{
              maxWidth: '100%',
              maxHeight: phone ? 'calc(100dvh - 140px)' : '75vh',
              objectFit: 'contain',
            }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onDownload} sx={{ minHeight: 44 }}>
          Download
        </Button>
        <Button onClick={onClose} variant="contained" sx={{ minHeight: 44 }}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
