import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageLoading } from '@/components/page-loading';
import { pageTitle } from '@/config/app';
import { useGetYearSpendQuery } from '../api/spend-api';
import { AdaptationTypeTable } from '../components/adaptation-type-table';
import { AllocationSection } from '../components/allocation-section';
import { ExportSpendButton } from '../components/export-spend-button';
import { GrantFigures } from '../components/grant-figures';
import { PaidByMonthChart } from '../components/paid-by-month-chart';
import { ReadFailure } from '../components/read-failure';
import { SpendFigures } from '../components/spend-figures';
import { YearChooser } from '../components/year-chooser';
import { useFinancialYear } from '../hooks/use-financial-year';
import { dayInWords } from '../lib/spend-words';

const HEADING = 'Spend';

/**
 * /authority/spend?year=2026 (docs/spend.md): the financial year's allocation, paid, committed and
 * remaining; the allocation itself, which an authority ADMIN records and changes; what was paid
 * each month, by adaptation type, the grants approved and how long their final payments took.
 * All but authority ADMINs are refused by the server (403), in its words.
 */
export function SpendPage() {
  const { year, underWay, setYear } = useFinancialYear();
  const spend = useGetYearSpendQuery({ params: { year } });
  const figures = spend.currentData;

  return (
    <Stack spacing={3} sx={{ maxWidth: 1400 }}>
      <title>{pageTitle(HEADING)}</title>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <div>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {HEADING}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5, maxWidth: '70ch' }}>
            A financial year&rsquo;s grant money against its allocation: paid, committed and what remains.
          </Typography>
        </div>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'flex-end', flexWrap: 'wrap' }}>
          <YearChooser year={year} underWay={underWay} onChoose={setYear} />
          {figures && <ExportSpendButton year={year} />}
        </Stack>
      </Stack>
      {spend.error && !figures ? (
        <ReadFailure error={spend.error} onRetry={() => void spend.refetch()} />
      ) : !figures ? (
        <PageLoading inline />
      ) : (
        <>
          <Stack spacing={1.5} component="section" aria-labelledby="spend-figures">
            <Typography id="spend-figures" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {figures.label}, as at {dayInWords(figures.asAt)}
            </Typography>
            <SpendFigures spend={figures} />
          </Stack>
          {/* Read once the figures are: whoever the server refuses them is told once. */}
          <AllocationSection year={year} />
          <PaidByMonthChart spend={figures} />
          <Stack
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) repeat(2, minmax(0, 1fr))' },
            }}
          >
            <AdaptationTypeTable spend={figures} />
            <GrantFigures spend={figures} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
