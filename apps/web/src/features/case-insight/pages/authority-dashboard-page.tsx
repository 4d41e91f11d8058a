import { NOBODY, type ChartList } from '@casekeeper/contract';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import AutoDeleteOutlined from '@mui/icons-material/AutoDeleteOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { pageTitle } from '@/config/app';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { useSessionUser } from '@/lib/session/use-session-user';
import { useGetChartListQuery } from '../api/get-chart-list';
import { CaseloadSection } from '../components/caseload-section';
import { ClockPerformanceSection } from '../components/clock-performance-section';
import { MonthlyChart } from '../components/monthly-chart';
import { PeopleChart, type PersonCount } from '../components/people-chart';
import { StatusChart } from '../components/status-chart';
import { TimeInStatusChart } from '../components/time-in-status-chart';
import { DEFAULT_MONTH_RANGE, MONTH_RANGES, monthRange, type MonthRangeId } from '../lib/month-ranges';

/** The chart list over every case the caller may see: the filter's fields have no value (spec §7). */
const NO_FILTER = {
  ApplicationStatusMasterIds: 'NULL',
  SearchTerm: 'NULL',
  OfficerId: 'NULL',
  ContractorId: 'NULL',
  Priority: 'NULL',
  ReferralDateFrom: 'NULL',
  ReferralDateTo: 'NULL',
  OpenedMonth: 'NULL',
  ClosedMonth: 'NULL',
  ClockId: 'NULL',
  ClockState: 'NULL',
  ClockMonth: 'NULL',
  ClockMonthTo: 'NULL',
  AwaitingApproval: 'NULL',
  SpendFigure: 'NULL',
  SpendYear: 'NULL',
  SpendMonth: 'NULL',
  AdaptationTypeId: 'NULL',
  SortCol: 'NULL',
  SortDir: 'NULL',
} as const;

const OFFICERS = { one: 'officer', many: 'officers', article: 'an' };
const CONTRACTORS = { one: 'contractor', many: 'contractors', article: 'a' };

const officersOf = (charts: ChartList): PersonCount[] =>
  charts.byOfficer.map((officer) => ({
    id: officer.officerId,
    name: officer.officerName ?? 'Unassigned',
    cases: officer.cases,
    href: paths.authority.caseListOf({ officer: officer.officerId ?? NOBODY }),
  }));

const contractorsOf = (charts: ChartList): PersonCount[] =>
  charts.byContractor.map((contractor) => ({
    id: contractor.contractorId,
    name: contractor.contractorName ?? 'No contractor',
    cases: contractor.cases,
    href: paths.authority.caseListOf({ contractor: contractor.contractorId ?? NOBODY }),
  }));

/**
 * /authority/dashboard: the signed-in user's caseload at a glance, each clock's timescales and
 * charts over every case they may see (an authority ADMIN: the authority's), each part leading
 * to the case list filtered to it.
 */
export function AuthorityDashboardPage({
  myWork = null,
  linkActionsToMyWork = false,
  contractorPerformance = null,
}: {
  /** The person's My work card, which the app places first for those who have it (docs/my-work.md). */
  myWork?: ReactNode;
  /** Whether the caseload's action figures, on one's own caseload, open My work filtered to them. */
  linkActionsToMyWork?: boolean;
  /** The contractors' performance table, which the app places here for those who may read it. */
  contractorPerformance?: ReactNode;
}) {
  const user = useSessionUser();
  const [period, setPeriod] = useState<MonthRangeId>(DEFAULT_MONTH_RANGE);
  const authorityId = user?.auth_id ?? null;
  const isAuthorityAdmin = user?.role === 'ADMIN';
  const everyCase = { ...NO_FILTER, ...monthRange(period, new Date()) };
  const charts = useGetChartListQuery({ query: everyCase });
  const failure = charts.error;

  return (
    <Stack spacing={3}>
      <title>{pageTitle('Dashboard')}</title>
      {/* The settings links have a row of their own below the heading until the screen is wide enough for both. */}
      <Stack
        direction={{ xs: 'column', xl: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xl: 'flex-end' } }}
      >
        <Stack spacing={0.5}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            Dashboard
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            Welcome{user?.first_name ? `, ${user.first_name}` : ''}.{' '}
            {isAuthorityAdmin
              ? "Your team's caseload (or yours, or an officer's), and every case of your authority."
              : 'Your caseload: the cases assigned to you.'}
          </Typography>
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
        >
          <Button
            component={RouterLink}
            to={paths.authority.clocks.settings}
            startIcon={<ScheduleOutlined aria-hidden />}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
          >
            Timescales
          </Button>
          <Button
            component={RouterLink}
            to={paths.authority.grantSettings}
            startIcon={<PaymentsOutlined aria-hidden />}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
          >
            Grant settings
          </Button>
          {isAuthorityAdmin && (
            <Button
              component={RouterLink}
              to={paths.authority.spend}
              startIcon={<SavingsOutlined aria-hidden />}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
            >
              Spend
            </Button>
          )}
          {isAuthorityAdmin && (
            <Button
              component={RouterLink}
              to={paths.authority.signInSettings.own}
              startIcon={<KeyOutlined aria-hidden />}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
            >
              Signing in
            </Button>
          )}
          {isAuthorityAdmin && (
            <Button
              component={RouterLink}
              to={paths.authority.subjectAccess}
              startIcon={<PersonSearchOutlined aria-hidden />}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
            >
              Subject access
            </Button>
          )}
          {isAuthorityAdmin && (
            <Button
              component={RouterLink}
              to={paths.authority.disposal}
              startIcon={<AutoDeleteOutlined aria-hidden />}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
            >
              Retention
            </Button>
          )}
          {isAuthorityAdmin && (
            <Button
              component={RouterLink}
              to={paths.authority.letters}
              startIcon={<MailOutlined aria-hidden />}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
            >
              Letters
            </Button>
          )}
          <TextField
            select
            size="small"
            label="Period"
            value={period}
            onChange={(event) =>
              setPeriod(
                MONTH_RANGES.find((range) => range.id === event.target.value)?.id ?? DEFAULT_MONTH_RANGE,
              )
            }
            sx={{ width: { xs: '100%', sm: 200 } }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {MONTH_RANGES.map((range) => (
              <option key={range.id} value={range.id}>
                {range.label}
              </option>
            ))}
          </TextField>
        </Stack>
      </Stack>
      {myWork}
      {failure && (
        <Alert severity="error">The dashboard could not load: {toApiFailure(failure).message}</Alert>
      )}
      {authorityId !== null && user && (
        <CaseloadSection
          authorityId={authorityId}
          webUserId={user.webUserId}
          isAuthorityAdmin={isAuthorityAdmin}
          linkActionsToMyWork={linkActionsToMyWork}
        />
      )}
      <ClockPerformanceSection query={everyCase} />
      {contractorPerformance}
      {charts.data ? (
        <Stack
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <StatusChart byStatus={charts.data.byStatus} total={charts.data.totalCases} />
          <MonthlyChart monthly={charts.data.monthly} />
          <TimeInStatusChart timeInStatus={charts.data.timeInStatus} />
          <PeopleChart heading="Cases by officer" noun={OFFICERS} people={officersOf(charts.data)} />
          <PeopleChart heading="Cases by contractor" noun={CONTRACTORS} people={contractorsOf(charts.data)} />
        </Stack>
      ) : (
        !failure && <PageLoading />
      )}
    </Stack>
  );
}
