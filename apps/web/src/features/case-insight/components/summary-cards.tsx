import type { CaseloadSummary } from '@casekeeper/contract';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { monthLabel } from '@/lib/format-date';

type Card = { label: string; value: number; note?: string; href?: string; linkText?: string };

type SummaryCardsProps = {
  summary: CaseloadSummary;
  casesHref: string;
  /** Where one's own overdue and upcoming actions are listed (My work, docs/my-work.md); absent: not linked. */
  actionsHref?: { overdue: string; upcoming: string } | undefined;
};

/** A caseload (one user's or the team's) as four figures: open cases, overdue and upcoming actions, opened this month. */
export function SummaryCards({ summary, casesHref, actionsHref }: SummaryCardsProps) {
  const cards: Card[] = [
    { label: 'Open cases', value: summary.openCases, href: casesHref, linkText: 'View open cases' },
    {
      label: 'Overdue actions',
      value: summary.overdueActions,
      ...(actionsHref ? { href: actionsHref.overdue, linkText: 'View overdue actions' } : {}),
    },
    {
      label: 'Upcoming actions',
      value: summary.upcomingActions,
      ...(actionsHref ? { href: actionsHref.upcoming, linkText: 'View upcoming actions' } : {}),
    },
    { label: 'Opened this month', value: summary.openedThisMonth, note: monthLabel(summary.month) },
  ];
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      spacing={2}
      sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
    >
      {cards.map((card) => (
        <Paper
          key={card.label}
          component="li"
          variant="outlined"
          sx={{ p: 2, flex: { xs: '1 1 calc(50% - 16px)', lg: '1 1 0' }, minWidth: 0 }}
        >
          <Typography sx={{ color: 'text.secondary' }}>{card.label}</Typography>
          <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
            {card.value.toLocaleString('en-GB')}
          </Typography>
          {card.note && <Typography sx={{ color: 'text.secondary' }}>{card.note}</Typography>}
          {card.href && (
            <Link component={RouterLink} to={card.href}>
              {card.linkText}
            </Link>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
