import type { MonthlyCount } from '@casekeeper/contract';
import { BarChart } from '@mui/x-charts/BarChart';
import { useNavigate } from 'react-router';
import { COUNT_AXIS } from '@/components/charts/count-axis';
import { paths } from '@/config/paths';
import { monthLabel } from '@/lib/format-date';
import { ChartPanel } from '@/components/charts/chart-panel';

const sum = (months: MonthlyCount[], key: 'opened' | 'closed') =>
  months.reduce((total, month) => total + month[key], 0);

const SERIES = { opened: 'opened', closed: 'closed' } as const;

/** The case list behind a bar: the cases opened, or closed or withdrawn, in that month. */
const casesOf = (month: string, series: keyof typeof SERIES) =>
  paths.authority.caseListOf(series === 'opened' ? { opened: month } : { closed: month });

/** Cases opened and closed in each month of the chosen period; a bar opens the list of its cases. */
export function MonthlyChart({ monthly }: { monthly: MonthlyCount[] }) {
  const navigate = useNavigate();
  const opened = sum(monthly, 'opened');
  const closed = sum(monthly, 'closed');
  const first = monthly[0];
  const last = monthly.at(-1);
  const period = first && last ? `${monthLabel(first.month)} to ${monthLabel(last.month)}` : '';
  return (
    <ChartPanel
      heading="Opened and closed each month"
      summary={`${period}: ${opened.toLocaleString('en-GB')} opened, ${closed.toLocaleString('en-GB')} closed or withdrawn. Months are in UK time.`}
      figures={{
        caption: 'Cases opened and closed each month',
        columns: ['Month', 'Opened', 'Closed or withdrawn'],
        rows: monthly.map((month) => ({
          label: monthLabel(month.month),
          figures: [
            { text: month.opened.toLocaleString('en-GB'), href: casesOf(month.month, 'opened') },
            { text: month.closed.toLocaleString('en-GB'), href: casesOf(month.month, 'closed') },
          ],
        })),
      }}
    >
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: monthly.map((month) => monthLabel(month.month)) }]}
        yAxis={[COUNT_AXIS]}
        series={[
          { id: SERIES.opened, data: monthly.map((month) => month.opened), label: 'Opened' },
          { id: SERIES.closed, data: monthly.map((month) => month.closed), label: 'Closed' },
        ]}
        onItemClick={(_event, bar) => {
          const month = monthly[bar.dataIndex];
          const series = bar.seriesId === SERIES.closed ? 'closed' : 'opened';
          if (month) void navigate(casesOf(month.month, series));
        }}
      />
    </ChartPanel>
  );
}
