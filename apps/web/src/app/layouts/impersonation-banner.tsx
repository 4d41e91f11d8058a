import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { readImpersonator } from '@/lib/session/impersonator';

type ImpersonationBannerProps = { name: string; onBack: () => void; busy: boolean };

/** On every page while a platform admin is signed in as someone else, with the way back. */
export function ImpersonationBanner({ name, onBack, busy }: ImpersonationBannerProps) {
  const admin = readImpersonator();

  return (
    <Box
      role="region"
      aria-label="Impersonation"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1,
        mb: 3,
        borderRadius: 1,
        border: 1,
        borderColor: 'warning.main',
        bgcolor: 'action.hover',
      }}
    >
      <SupervisorAccountOutlined aria-hidden sx={{ color: 'warning.main' }} />
      <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>
        You are signed in as {name}
        {admin ? ` on behalf of ${admin}` : ''}. What you do here is recorded against both of you.
      </Typography>
      <Button size="small" color="inherit" variant="outlined" onClick={onBack} aria-disabled={busy}>
        Return to my account
      </Button>
    </Box>
  );
}
