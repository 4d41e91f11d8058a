import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toast } from 'react-toastify';

const copy = (text: string) =>
  navigator.clipboard.writeText(text).then(
    () => toast.success('The redirect URI is copied.'),
    () => toast.error('Copying failed: select the address and copy it.'),
  );

/** The address the provider must send people back to, to register with it, and a way to copy it. */
export function RedirectUriLine({ redirectUri }: { redirectUri: string }) {
  return (
    <Stack spacing={1}>
      <Typography>Redirect URI to register with your provider:</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          component="code"
          sx={{
            px: 1.5,
            py: 1,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
            overflowWrap: 'anywhere',
            flex: 1,
          }}
        >
          {redirectUri}
        </Box>
        <Button
          variant="outlined"
          startIcon={<ContentCopyOutlined aria-hidden />}
          onClick={() => void copy(redirectUri)}
          aria-label="Copy the redirect URI"
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, flexShrink: 0 }}
        >
          Copy
        </Button>
      </Stack>
    </Stack>
  );
}
