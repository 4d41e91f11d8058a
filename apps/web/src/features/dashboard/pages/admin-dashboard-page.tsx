import type { PlatformDashboard } from '@casekeeper/contract';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { useRecordQuery } from '@/lib/api/use-record-query';
import { useGetPlatformDashboardQuery } from '../api/dashboard-api';
import { DashboardWelcome } from '../components/dashboard-welcome';
import { VirusScanningNotice } from '../components/virus-scanning-notice';

// The charts library is large: it loads after the page, so the counts (and any redirect) come first.
const PlatformCharts = lazy(async () => ({
  default: (await import('../components/platform-charts')).PlatformCharts,
}));

/** The platform admin's other pages, beside the dashboard's heading. */
const PLATFORM_LINKS = [
  { label: 'Audit log', to: paths.admin.auditLog, Icon: HistoryOutlined },
  { label: 'Bank holidays', to: paths.admin.bankHolidays, Icon: EventBusyOutlined },
  { label: 'Signing in', to: paths.admin.signInSettings, Icon: KeyOutlined },
];

function Count({ label, total, detail }: { label: string; total: number; detail: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 180 }}>
      <Typography sx={{ color: 'text.secondary' }}>{label}</Typography>
      <Typography sx={{ fontSize: '2rem', fontWeight: 700 }}>{total}</Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>{detail}</Typography>
    </Paper>
  );
}

function Counts({ dashboard }: { dashboard: PlatformDashboard }) {
  const { authorities, users, cases } = dashboard;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap>
      <Count
        label="Authorities"
        total={authorities.total}
        detail={`${authorities.active} active, ${authorities.inactive} inactive`}
      />
      <Count
        label="Users"
        total={users.total}
        detail={`${users.active} active, ${users.inactive} inactive`}
      />
      <Count label="Cases" total={cases.total} detail={`${cases.byStatus.length} statuses`} />
    </Stack>
  );
}

/** /dashboard: the platform dashboard from GET /admin/dashboard, charts loaded with this page only. */
export function AdminDashboardPage() {
  // Read afresh on every visit: the figures are "as at" now, and anyone's work changes them.
  const {
    record: dashboard,
    error,
    loading,
    reload,
  } = useRecordQuery(useGetPlatformDashboardQuery(undefined, { refetchOnMountOrArgChange: true }));

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        spacing={2}
      >
        <DashboardWelcome
          heading="Dashboard"
          line="Platform administration: admins, authorities and their users."
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {PLATFORM_LINKS.map(({ label, to, Icon }) => (
            <Button key={to} component={RouterLink} to={to} variant="outlined" startIcon={<Icon />}>
              {label}
            </Button>
          ))}
        </Stack>
      </Stack>
      {loading && <Typography role="status">Loading the figures…</Typography>}
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              Try again
            </Button>
          }
        >
          The figures could not be loaded: {error}
        </Alert>
      )}
      {dashboard && (
        <>
          <VirusScanningNotice scanning={dashboard.virusScanning} />
          <Counts dashboard={dashboard} />
          <Suspense fallback={<Typography role="status">Loading the charts…</Typography>}>
            <PlatformCharts dashboard={dashboard} />
          </Suspense>
          <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
            Figures as at {formatDateTime(dashboard.generatedAt)}.
          </Typography>
        </>
      )}
    </Stack>
  );
}
