import type { MonthlyCount } from '@casekeeper/contract';
import { BarChart } from '@mui/x-charts/BarChart';
import { monthLabel } from '../lib/month-ranges';
import { ChartPanel } from './chart-panel';

const sum = (months: MonthlyCount[], key: 'opened' | 'closed') =>
  months.reduce((total, month) => total + month[key], 0);

/** Cases opened and closed in each month of the chosen period. */
export function MonthlyChart({ monthly }: { monthly: MonthlyCount[] }) {
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
        columns: ['Month', 'Opened / closed'],
        rows: monthly.map((month) => ({
          label: monthLabel(month.month),
          value: `${month.opened.toLocaleString('en-GB')} / ${month.closed.toLocaleString('en-GB')}`,
        })),
      }}
    >
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: monthly.map((month) => monthLabel(month.month)) }]}
        yAxis={[{ tickMinStep: 1 }]}
        series={[
          { data: monthly.map((month) => month.opened), label: 'Opened' },
          { data: monthly.map((month) => month.closed), label: 'Closed' },
        ]}
      />
    </ChartPanel>
  );
}
