import type { TimeInStatus } from '@casekeeper/contract';
import { BarChart } from '@mui/x-charts/BarChart';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ChartPanel } from '@/components/charts/chart-panel';

const days = (value: number | null) => (value === null ? '–' : `${value.toLocaleString('en-GB')} days`);

/** The average stay in each status; a bar opens the list of cases in that status now. */
export function TimeInStatusChart({ timeInStatus }: { timeInStatus: TimeInStatus[] }) {
  const navigate = useNavigate();
  const counted = timeInStatus.filter((status) => status.averageDays !== null);
  const longest = counted.reduce<TimeInStatus | undefined>(
    (best, status) => ((status.averageDays ?? 0) > (best?.averageDays ?? -1) ? status : best),
    undefined,
  );
  return (
    <ChartPanel
      heading="Average time in each status"
      summary={
        longest
          ? `The longest average stay is in ${longest.statusName}: ${days(longest.averageDays)}. An open case's current stay counts up to today.`
          : 'No stays recorded yet.'
      }
      empty={counted.length === 0 ? 'No stays recorded yet.' : undefined}
      figures={{
        caption: 'Average days in each status, and the stays counted',
        columns: ['Status', 'Average (stays)'],
        rows: timeInStatus.map((status) => ({
          label: status.statusName,
          figures: [{ text: `${days(status.averageDays)} (${status.stays.toLocaleString('en-GB')})` }],
          href: paths.authority.caseListOf({ status: status.statusId }),
        })),
      }}
    >
      <BarChart
        height={320}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: counted.map((status) => status.statusName), width: 170 }]}
        xAxis={[
          {
            label: 'Days',
            tickMinStep: 1,
            valueFormatter: (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 1 }),
          },
        ]}
        series={[
          {
            data: counted.map((status) => status.averageDays ?? 0),
            label: 'Average days',
            valueFormatter: (value) => days(value),
          },
        ]}
        hideLegend
        onItemClick={(_event, bar) => {
          const status = counted[bar.dataIndex];
          if (status) void navigate(paths.authority.caseListOf({ status: status.statusId }));
        }}
      />
    </ChartPanel>
  );
}
