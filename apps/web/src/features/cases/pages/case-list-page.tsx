import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pageTitle } from '@/config/app';

/**
 * /authority/case/list: the sidebar's Cases List and a read-only user's home. The cases arrive
 * in a later issue; until then the page says so inside the layout, rather than NOT FOUND.
 */
export function CaseListPage() {
  return (
    <Stack spacing={1}>
      <title>{pageTitle('Cases List')}</title>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        Cases List
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>The case list is not available yet.</Typography>
    </Stack>
  );
}
