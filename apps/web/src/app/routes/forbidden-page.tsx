import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { GoHomeLink } from '@/components/go-home-link';
import { StatusPage } from '@/components/status-page';

export function ForbiddenPage() {
  return (
    <StatusPage
      heading="Forbidden"
      message="You are unauthorized to see this page."
      icon={<LockOutlinedIcon sx={{ fontSize: 64, color: 'text.secondary' }} />}
    >
      <GoHomeLink />
    </StatusPage>
  );
}
