import LockOutlined from '@mui/icons-material/LockOutlined';
import Tooltip from '@mui/material/Tooltip';

/** A restricted case in the case list: a lock, named "Restricted" for screen readers. */
export function RestrictedIcon() {
  return (
    <Tooltip title="Restricted: only the people named on it can see this case">
      <LockOutlined
        role="img"
        aria-label="Restricted"
        aria-hidden={false}
        tabIndex={0}
        sx={{ fontSize: 20, color: 'text.secondary', borderRadius: 0.5 }}
      />
    </Tooltip>
  );
}
