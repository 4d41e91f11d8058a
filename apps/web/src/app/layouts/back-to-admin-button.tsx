import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Button from '@mui/material/Button';

type BackToAdminButtonProps = { onClick: () => void; busy: boolean };

/** Shown only while an admin impersonates (spec section 2, Authority layout). */
export function BackToAdminButton({ onClick, busy }: BackToAdminButtonProps) {
  return (
    <Button
      variant="outlined"
      color="warning"
      size="small"
      startIcon={<ArrowBackOutlined />}
      onClick={onClick}
      aria-disabled={busy}
      sx={{ whiteSpace: 'nowrap', mr: 2, display: { xs: 'none', sm: 'inline-flex' } }}
    >
      {busy ? 'Returning…' : 'Back to Admin Dashboard'}
    </Button>
  );
}
