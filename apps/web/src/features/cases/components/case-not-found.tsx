import { CASE_MESSAGES } from '@casekeeper/contract';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { pageTitle } from '@/config/app';
import { paths } from '@/config/paths';

/** A case that does not exist or is outside the caller's cases: said plainly, inside the layout. */
export function CaseNotFound() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 640 }}>
      <title>{pageTitle('Case not found')}</title>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <SearchOffIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          Case not found
        </Typography>
        <Typography>{CASE_MESSAGES.notFound}</Typography>
        <Button component={RouterLink} to={paths.authority.caseList} variant="contained">
          Go to the case list
        </Button>
      </Stack>
    </Paper>
  );
}
