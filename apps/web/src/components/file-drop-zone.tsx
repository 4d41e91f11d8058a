import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent } from 'react';
import { FILE_ACCEPT, fileSizeText } from '@/lib/files/file-checks';

type FileDropZoneProps = {
  id: string;
  /** What the file is, read out with the zone (default "File"). */
  label?: string;
  /** The file chosen, if any. */
  file: File | null;
  /** A file was dropped or chosen (checked by the form before it is taken). */
  onChoose: (file: File) => void;
  error?: string | undefined;
  disabled?: boolean;
  /** Marked as needed (default); an optional file is not. */
  required?: boolean;
};

const HINT =
  'PDF, images (PNG, JPEG, GIF, WebP, HEIC), Word, Excel, PowerPoint, e-mails (.msg, .eml) or plain text (.txt), up to 25 MB.';

/**
 * Where a file is dropped, which is also the button that opens the file chooser (Enter or Space):
 * labelled, with what is accepted (or what was wrong) read out with it.
 */
export function FileDropZone({
  id,
  label = 'File',
  file,
  onChoose,
  error,
  disabled = false,
  required = true,
}: FileDropZoneProps) {
  const labelId = useId();
  const helpId = `${id}-help`;
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (files: FileList | null) => {
    const chosen = files?.[0];
    if (chosen) onChoose(chosen);
  };
  const dragging = (event: DragEvent, isOver: boolean) => {
    event.preventDefault();
    if (!disabled) setOver(isOver);
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} component="p" sx={{ fontWeight: 600, mb: 1 }}>
        {label} {required && <span aria-hidden>*</span>}
      </Typography>
      <ButtonBase
        id={id}
        focusRipple
        aria-describedby={helpId}
        aria-invalid={error ? true : undefined}
        aria-disabled={disabled || undefined}
        onClick={() => {
          if (!disabled) input.current?.click();
        }}
        onDragOver={(event) => dragging(event, true)}
        onDragLeave={(event) => dragging(event, false)}
        onDrop={(event) => {
          dragging(event, false);
          if (!disabled) take(event.dataTransfer.files);
        }}
        sx={{
          width: '100%',
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          p: { xs: 2, sm: 3 },
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 2,
          borderColor: error ? 'error.main' : over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'transparent',
          textAlign: 'center',
          '&.Mui-focusVisible, &:hover': { borderColor: error ? 'error.main' : 'primary.main' },
          '&.Mui-focusVisible': {
            outline: 2,
            outlineStyle: 'solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        <UploadFileOutlined sx={{ fontSize: 36, color: 'primary.main' }} aria-hidden />
        <Typography component="span">
          Drag a file here, or{' '}
          <Box component="span" sx={{ color: 'primary.main', fontWeight: 600, textDecoration: 'underline' }}>
            choose file
          </Box>
        </Typography>
        {file && (
          <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            Chosen: <strong>{file.name}</strong> ({fileSizeText(file.size)}). Choose again to change it.
          </Typography>
        )}
      </ButtonBase>
      <input
        ref={input}
        type="file"
        name="file"
        accept={FILE_ACCEPT}
        hidden
        onChange={(event) => {
          take(event.target.files);
          // The same file chosen again after a refusal is a change too.
          event.target.value = '';
        }}
      />
      <FormHelperText id={helpId} error={Boolean(error)} role={error ? 'alert' : undefined} sx={{ mx: 1.75 }}>
        {error ?? HINT}
      </FormHelperText>
    </Box>
  );
}
