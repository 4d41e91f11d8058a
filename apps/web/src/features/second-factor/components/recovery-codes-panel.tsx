import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormMessage } from '@/components/form-message';

type RecoveryCodesPanelProps = {
  codes: readonly string[];
  /** Once the person says they saved them. */
  onDone: () => void;
  doneLabel: string;
};

const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

function codesAsText(codes: readonly string[]): string {
  return [
    'Casekeeper recovery codes',
    'Each code signs you in once, if you cannot use your authenticator app or passkey.',
    '',
    ...codes,
    '',
  ].join('\n');
}

function download(codes: readonly string[]) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([codesAsText(codes)], { type: 'text/plain' }));
  link.download = 'casekeeper-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * The recovery codes, shown this once (the server keeps only their hashes): to copy, download or
 * write down, and "I have saved these codes" before going on.
 */
export function RecoveryCodesPanel({ codes, onDone, doneLabel }: RecoveryCodesPanelProps) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codesAsText(codes));
      setCopied('The codes are copied.');
    } catch {
      setCopied('Your browser did not let us copy them: download them or write them down instead.');
    }
  };

  return (
    <Stack spacing={2.5}>
      <Typography>
        Keep these recovery codes somewhere safe, away from your phone. Each one signs you in once if you lose
        your authenticator app. <strong>They are shown only now.</strong>
      </Typography>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 2,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, max-content)' },
          columnGap: 4,
          rowGap: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: MONOSPACE,
          fontSize: '1.05rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void copy()}>
          Copy
        </Button>
        <Button variant="outlined" onClick={() => download(codes)}>
          Download .txt
        </Button>
      </Stack>
      <FormMessage message={copied} severity="info" />
      <FormControlLabel
        control={<Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />}
        label="I have saved these codes"
      />
      <Button
        variant="contained"
        size="large"
        disabled={!saved}
        onClick={onDone}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {doneLabel}
      </Button>
    </Stack>
  );
}
