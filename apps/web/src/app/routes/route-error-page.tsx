import Button from '@mui/material/Button';
import { useRouteError } from 'react-router';
import { GoHomeLink } from '@/components/go-home-link';
import { StatusPage } from '@/components/status-page';
import { isChunkLoadError } from '@/lib/lazy-with-timeout';
import { reloadPage } from '@/lib/reload-page';

const chunkMessage = 'Part of Casekeeper could not be loaded. Check your connection, then reload the page.';
const otherMessage = 'An unexpected error stopped this page. Reload the page to try again.';

export function RouteErrorPage() {
  const error = useRouteError();

  return (
    <StatusPage
      heading="Something went wrong"
      message={isChunkLoadError(error) ? chunkMessage : otherMessage}
    >
      <Button variant="contained" onClick={reloadPage}>
        Reload
      </Button>
      <GoHomeLink variant="outlined" />
    </StatusPage>
  );
}
