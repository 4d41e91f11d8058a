import type { YearSpend } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { formatPence } from '@/lib/money';
import { CasesLink } from './cases-link';
import { casesWords, remainingText, remainingWords } from '../lib/spend-words';

type Card = {
  label: string;
  figure: string;
  note: string;
  overspent?: boolean;
  cases?: number;
  href?: string;
};

function cardsOf(spend: YearSpend): Card[] {
  const { allocationPence, remainingPence: remaining } = spend;
  return [
    {
      label: 'Allocation',
      figure: allocationPence === null ? 'Not recorded' : formatPence(allocationPence),
      note: allocationPence === null ? 'No allocation recorded' : 'Including any in-year changes',
    },
    {
      label: 'Paid',
      figure: formatPence(spend.paid.pence),
      note: `In ${casesWords(spend.paid.cases)}`,
      cases: spend.paid.cases,
      href: paths.authority.caseListOf({ spend: 'Paid', spendYear: spend.year }),
    },
    {
      label: 'Committed',
      figure: formatPence(spend.committed.pence),
      note: `Approved, not yet paid, in ${casesWords(spend.committed.cases)}`,
      cases: spend.committed.cases,
      href: paths.authority.caseListOf({ spend: 'Committed', spendYear: spend.year }),
    },
    {
      label: 'Remaining',
      figure: remaining === null ? '–' : remainingText(remaining),
      note: remainingWords(remaining),
      overspent: remaining !== null && remaining < 0,
    },
  ];
}

/**
 * The year's four figures as cards: allocation, paid, committed and remaining, with the cases
 * each counts. An overspend is said in words and drawn in the error colour, never by colour alone.
 * Two to a row even on a phone, smaller there, so that all four are seen at once.
 */
export function SpendFigures({ spend }: { spend: YearSpend }) {
  return (
    <Box
      component="ul"
      aria-label={`The figures of ${spend.label}`}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {cardsOf(spend).map((card) => (
        <Paper
          key={card.label}
          component="li"
          variant="outlined"
          sx={{
            p: { xs: 1.5, sm: 2 },
            minWidth: 0,
            ...(card.overspent ? { borderColor: 'error.main', borderWidth: 2 } : {}),
          }}
        >
          <Typography sx={{ color: 'text.secondary' }}>{card.label}</Typography>
          <Typography
            component="p"
            variant="h5"
            sx={{
              fontWeight: 700,
              fontSize: { xs: '1.125rem', sm: '1.5rem' },
              overflowWrap: 'anywhere',
              ...(card.overspent ? { color: 'error.main' } : {}),
            }}
          >
            {card.figure}
          </Typography>
          <Typography
            sx={{
              fontSize: { xs: '0.875rem', sm: '1rem' },
              ...(card.overspent ? { fontWeight: 700 } : { color: 'text.secondary' }),
            }}
          >
            {card.href ? (
              <CasesLink count={card.cases ?? 0} href={card.href}>
                {card.note}
              </CasesLink>
            ) : (
              card.note
            )}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
