import { BarChart } from '@mui/x-charts/BarChart';
import { useNavigate } from 'react-router';
import { COUNT_AXIS } from '@/components/charts/count-axis';
import { ChartPanel } from '@/components/charts/chart-panel';

/** How many bars a chart of people shows; the figures list everyone. */
const SHOWN = 10;

export type PersonCount = { id: number | null; name: string; cases: number; href: string };

type PeopleChartProps = {
  heading: string;
  noun: { one: string; many: string; article: string };
  people: PersonCount[];
};

/** Cases by officer or by contractor, most first; a bar opens the list of that person's cases. */
export function PeopleChart({ heading, noun, people }: PeopleChartProps) {
  const navigate = useNavigate();
  const shown = people.slice(0, SHOWN);
  const named = people.filter((person) => person.id !== null);
  const top = named[0];
  const without = people.find((person) => person.id === null)?.cases ?? 0;
  const summary = [
    top
      ? `${named.length.toLocaleString('en-GB')} ${named.length === 1 ? noun.one : noun.many}; the most cases with ${top.name} (${top.cases.toLocaleString('en-GB')}).`
      : `No case has ${noun.article} ${noun.one} yet.`,
    without > 0
      ? `${without.toLocaleString('en-GB')} ${without === 1 ? 'case has' : 'cases have'} none.`
      : '',
    people.length > SHOWN ? `The chart shows the first ${SHOWN}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <ChartPanel
      heading={heading}
      summary={summary}
      empty={people.length === 0 ? 'No cases yet.' : undefined}
      figures={{
        caption: heading,
        columns: ['Name', 'Cases'],
        rows: people.map((person) => ({
          label: person.name,
          figures: [{ text: person.cases.toLocaleString('en-GB') }],
          href: person.href,
        })),
      }}
    >
      <BarChart
        height={Math.max(160, 36 * shown.length + 40)}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: shown.map((person) => person.name), width: 150 }]}
        xAxis={[COUNT_AXIS]}
        series={[{ data: shown.map((person) => person.cases), label: 'Cases' }]}
        hideLegend
        onItemClick={(_event, bar) => {
          const href = shown[bar.dataIndex]?.href;
          if (href) void navigate(href);
        }}
      />
    </ChartPanel>
  );
}
