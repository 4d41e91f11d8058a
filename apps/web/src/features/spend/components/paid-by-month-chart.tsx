import type { YearSpend } from '@casekeeper/contract';
import { BarChart } from '@mui/x-charts/BarChart';
import { useNavigate } from 'react-router';
import { ChartPanel } from '@/components/charts/chart-panel';
import { paths } from '@/config/paths';
import { formatPence } from '@/lib/money';
import { casesWords, monthWords } from '../lib/spend-words';

type Month = YearSpend['paidByMonth'][number];

const compactPounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  notation: 'compact',
  maximumFractionDigits: 1,
});

function summaryOf(spend: YearSpend): string {
  const busiest = spend.paidByMonth.reduce<Month | undefined>(
    (best, month) => (month.pence > (best?.pence ?? 0) ? month : best),
    undefined,
  );
  if (!busiest) return `Nothing paid in ${spend.label}.`;
  return `${formatPence(spend.paid.pence)} paid in ${spend.label}, in ${casesWords(spend.paid.cases)}; the most in ${monthWords(busiest.month)} (${formatPence(busiest.pence)}).`;
}

const casesPaidIn = (year: number, month: string) =>
  paths.authority.caseListOf({ spend: 'Paid', spendYear: year, spendMonth: month });

/**
 * What was paid in each month of the year, April to March, with its figures as a table; a month's
 * bar or row lists the cases paid in it.
 */
export function PaidByMonthChart({ spend }: { spend: YearSpend }) {
  const navigate = useNavigate();
  const months = spend.paidByMonth;
  return (
    <ChartPanel
      heading="Paid each month"
      summary={summaryOf(spend)}
      empty={spend.paid.pence === 0 ? `No payment was made in ${spend.label}.` : undefined}
      figures={{
        caption: `Paid each month of ${spend.label}`,
        columns: ['Month', 'Paid', 'Cases'],
        rows: months.map((month) => ({
          label: monthWords(month.month),
          href: month.cases > 0 ? casesPaidIn(spend.year, month.month) : undefined,
          figures: [{ text: formatPence(month.pence) }, { text: month.cases.toLocaleString('en-GB') }],
        })),
      }}
    >
      <BarChart
        height={300}
        xAxis={[
          { scaleType: 'band', data: months.map((month) => monthWords(month.month, { withYear: false })) },
        ]}
        yAxis={[{ valueFormatter: (pounds: number) => compactPounds.format(pounds), width: 52 }]}
        series={[
          {
            data: months.map((month) => month.pence / 100),
            label: 'Paid',
            valueFormatter: (pounds) => (pounds === null ? '' : formatPence(Math.round(pounds * 100))),
          },
        ]}
        hideLegend
        onItemClick={(_event, bar) => {
          const month = months[bar.dataIndex];
          if (month && month.cases > 0) void navigate(casesPaidIn(spend.year, month.month));
        }}
      />
    </ChartPanel>
  );
}
