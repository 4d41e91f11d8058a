import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** How much of a file has gone up: a progress bar with its value, and the same in words. */
export function UploadProgress({ fileName, share }: { fileName: string; share: number }) {
  const labelId = useId();
  const percent = Math.round(share * 100);
  return (
    <Box>
      <Typography id={labelId} variant="body2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
        {percent < 100 ? `Uploading ${fileName}: ${percent}%` : `Uploaded ${fileName}. Saving…`}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby={labelId}
        aria-valuetext={`${percent}%`}
        sx={{ height: 8, borderRadius: 1 }}
      />
    </Box>
  );
}
