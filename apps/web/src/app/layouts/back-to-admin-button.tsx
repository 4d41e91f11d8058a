import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

type BackToAdminButtonProps = { onClick: () => void; busy: boolean };

const LABEL = 'Back to Admin Dashboard';

/**
 * Shown only while an admin impersonates (docs/routes.md): the one way back.
 * On a phone it shows "Back" but keeps the full name, so it is never hidden off the top bar.
 */
export function BackToAdminButton({ onClick, busy }: BackToAdminButtonProps) {
  return (
    <Button
      variant="outlined"
      color="warning"
      size="small"
      startIcon={<ArrowBackOutlined />}
      onClick={onClick}
      aria-label={busy ? `${LABEL}: returning…` : LABEL}
      aria-disabled={busy}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0, mr: { xs: 0, sm: 2 } }}
    >
      {busy ? (
        'Returning…'
      ) : (
        <>
          <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
            Back
          </Box>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {LABEL}
          </Box>
        </>
      )}
    </Button>
  );
}
