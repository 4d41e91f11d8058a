import type { PlatformDashboard } from '@casekeeper/contract';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { COUNT_AXIS } from '@/components/charts/count-axis';
import { formatIsoDay } from '@/lib/format-date';

/** Cases by status and activity over the last 30 days; each chart also has a text summary. */
export function PlatformCharts({ dashboard }: { dashboard: PlatformDashboard }) {
  const { byStatus } = dashboard.cases;
  const { days } = dashboard.activity;
  const busiest = days.reduce((best, day) => (day.events > (best?.events ?? -1) ? day : best), days[0]);

  return (
    <>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="cases-by-status">
        <Typography id="cases-by-status" component="h2" variant="h6">
          Cases by status
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {dashboard.cases.total} cases:{' '}
          {byStatus.map((status) => `${status.name} ${status.count}`).join(', ')}.
        </Typography>
        {dashboard.cases.total === 0 ? (
          <Typography sx={{ py: 3 }}>No cases yet: the chart appears once authorities add cases.</Typography>
        ) : (
          <BarChart
            height={300}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: byStatus.map((status) => status.name), width: 150 }]}
            xAxis={[COUNT_AXIS]}
            series={[{ data: byStatus.map((status) => status.count), label: 'Cases' }]}
            hideLegend
          />
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="activity">
        <Typography id="activity" component="h2" variant="h6">
          Activity over the last {days.length} days
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {busiest && busiest.events > 0
            ? `Busiest day ${formatIsoDay(busiest.date)} with ${busiest.events} events.`
            : 'No activity recorded in this period.'}{' '}
          Days are in UK time.
        </Typography>
        <LineChart
          height={300}
          xAxis={[{ scaleType: 'point', data: days.map((day) => formatIsoDay(day.date).slice(0, 5)) }]}
          yAxis={[COUNT_AXIS]}
          series={[
            { data: days.map((day) => day.events), label: 'Events', curve: 'linear' },
            { data: days.map((day) => day.signIns), label: 'Sign-ins', curve: 'linear' },
            { data: days.map((day) => day.activeUsers), label: 'Active users', curve: 'linear' },
          ]}
        />
      </Paper>
    </>
  );
}
