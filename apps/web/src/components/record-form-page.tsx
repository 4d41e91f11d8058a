import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { pageTitle } from '@/config/app';
import { StaleRecordAlert } from './stale-record-alert';

type RecordFormPageProps = {
  heading: string;
  subheading?: ReactNode;
  back: { label: string; to: string };
  loading?: boolean;
  /** Loading the record failed: the message, and a way to try again. */
  loadError?: string | null;
  onRetry?: () => void;
  /** A save was refused because someone else saved the record first: offer to read it again. */
  onReloadStale?: (() => void) | undefined;
  children: ReactNode;
};

/** The frame of an add or edit page: heading, a way back, and the form on a card. */
export function RecordFormPage({
  heading,
  subheading,
  back,
  loading = false,
  loadError = null,
  onRetry,
  onReloadStale,
  children,
}: RecordFormPageProps) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <title>{pageTitle(heading)}</title>
      <div>
        <Button component={RouterLink} to={back.to} startIcon={<ArrowBackOutlined />} sx={{ mb: 1 }}>
          {back.label}
        </Button>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        {subheading && <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{subheading}</Typography>}
      </div>
      {loading ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography>Loading…</Typography>
        </Stack>
      ) : loadError ? (
        <Alert
          severity="error"
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry}>
                Try again
              </Button>
            )
          }
        >
          {loadError}
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2.5}>
            {onReloadStale && <StaleRecordAlert onReload={onReloadStale} />}
            {children}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
