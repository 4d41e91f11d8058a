import SearchOffIcon from '@mui/icons-material/SearchOff';
import { GoHomeLink } from '@/components/go-home-link';
import { StatusPage } from '@/components/status-page';

export function NotFoundPage() {
  return (
    <StatusPage
      heading="NOT FOUND"
      message="The page you are looking not found."
      icon={<SearchOffIcon sx={{ fontSize: 64, color: 'text.secondary' }} />}
    >
      <GoHomeLink />
    </StatusPage>
  );
}
