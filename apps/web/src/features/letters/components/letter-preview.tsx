import type { LetterPreview as Preview } from '@casekeeper/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The merged letter as it will print, in brief: letterhead, address, date and text; and what is blank. */
export function LetterPreview({ preview }: { preview: Preview }) {
  const { letterhead } = preview;
  return (
    <>
      {preview.missing.length > 0 && (
        <Alert severity="warning">
          This case has no value for {preview.missing.map((field) => field.label).join(', ')}: the letter
          leaves {preview.missing.length === 1 ? 'it' : 'them'} blank. Fill{' '}
          {preview.missing.length === 1 ? 'it' : 'them'} in on the case first, or send it as it is.
        </Alert>
      )}
      <Paper
        variant="outlined"
        component="section"
        aria-label={`Preview of the letter: ${preview.title}`}
        // It scrolls: keyboard users reach it to scroll it.
        tabIndex={0}
        sx={{ p: { xs: 2, sm: 3 }, maxHeight: { sm: 420 }, overflowY: 'auto' }}
      >
        <Box sx={{ textAlign: 'right', mb: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>{letterhead.name}</Typography>
          {letterhead.addressLines.map((line) => (
            <Typography key={line} variant="body2">
              {line}
            </Typography>
          ))}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <div>
            {preview.addressBlock.map((line) => (
              <Typography key={line} variant="body2">
                {line}
              </Typography>
            ))}
          </div>
          <Typography variant="body2">{preview.date}</Typography>
        </Box>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{preview.text}</Typography>
      </Paper>
    </>
  );
}
