import type { StatusCount } from '@casekeeper/contract';
import { BarChart } from '@mui/x-charts/BarChart';
import { useNavigate } from 'react-router';
import { COUNT_AXIS } from '@/components/charts/count-axis';
import { paths } from '@/config/paths';
import { ChartPanel } from '@/components/charts/chart-panel';

const plural = (count: number) => `${count.toLocaleString('en-GB')} ${count === 1 ? 'case' : 'cases'}`;

/** Cases by status; a bar (or a row of the figures) opens the list of that status. */
export function StatusChart({ byStatus, total }: { byStatus: StatusCount[]; total: number }) {
  const navigate = useNavigate();
  const busiest = byStatus.reduce<StatusCount | undefined>(
    (best, status) => (status.cases > (best?.cases ?? 0) ? status : best),
    undefined,
  );
  return (
    <ChartPanel
      heading="Cases by status"
      summary={
        busiest
          ? `${plural(total)}; the most in ${busiest.statusName} (${busiest.cases.toLocaleString('en-GB')}).`
          : 'No cases yet.'
      }
      empty={total === 0 ? 'No cases yet: the chart appears once cases are added.' : undefined}
      figures={{
        caption: 'Cases in each status',
        columns: ['Status', 'Cases'],
        rows: byStatus.map((status) => ({
          label: status.statusName,
          figures: [{ text: status.cases.toLocaleString('en-GB') }],
          href: paths.authority.caseListOf({ status: status.statusId }),
        })),
      }}
    >
      <BarChart
        height={320}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: byStatus.map((status) => status.statusName), width: 170 }]}
        xAxis={[COUNT_AXIS]}
        series={[{ data: byStatus.map((status) => status.cases), label: 'Cases' }]}
        hideLegend
        onItemClick={(_event, bar) => {
          const status = byStatus[bar.dataIndex];
          if (status) void navigate(paths.authority.caseListOf({ status: status.statusId }));
        }}
      />
    </ChartPanel>
  );
}
