import type { Impersonator } from '@casekeeper/contract';
import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type ImpersonationBannerProps = { name: string; impersonator: Impersonator | null };

/**
 * On every page while a platform admin is signed in as someone else. Informational only: the one
 * way back is the top bar's "Back to Admin Dashboard" (docs/routes.md). The admin's name comes
 * from the server (GET /me/abilities), so it survives a reload.
 */
export function ImpersonationBanner({ name, impersonator }: ImpersonationBannerProps) {
  const admin = impersonator ? `${impersonator.firstName} ${impersonator.lastName}` : null;

  return (
    <Box
      role="region"
      aria-label="Impersonation"
      sx={{
        display: 'flex',
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
      <Typography sx={{ fontWeight: 600 }}>
        You are signed in as {name}
        {admin ? ` on behalf of ${admin}` : ''}. What you do here is recorded against both of you.
      </Typography>
    </Box>
  );
}
