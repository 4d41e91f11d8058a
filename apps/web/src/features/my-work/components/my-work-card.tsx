import ArrowForward from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { useGetMyWorkQuery } from '../api/get-my-work';
import { ActionLines, type OpenItem } from './action-lines';

/** Lines of actions the card shows. */
const FIRST_LINES = 3;

type Figure = { label: string; value: number; to: string };

/**
 * The dashboard's first card: how much of each part of My work there is, each leading to it, and
 * the first few actions overdue or due today, with the way to the whole page.
 */
export function MyWorkCard({ onOpenItem }: { onOpenItem?: OpenItem }) {
  const work = useGetMyWorkQuery({ query: { pageSize: FIRST_LINES } });
  const data = work.data;
  const figures: Figure[] = data
    ? [
        {
          label: 'Overdue',
          value: data.actions.counts.overdue,
          to: paths.authority.myWorkOf({ filter: 'overdue' }),
        },
        {
          label: 'Due today',
          value: data.actions.counts.today,
          to: paths.authority.myWorkOf({ filter: 'today' }),
        },
        { label: 'New from applicants', value: data.applicant.count, to: paths.authority.myWork },
        { label: 'Clocks amber or red', value: data.clocks.count, to: paths.authority.myWork },
        { label: 'Payments awaiting you', value: data.payments.count, to: paths.authority.myWork },
      ]
    : [];

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="my-work-heading"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography id="my-work-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            My work
          </Typography>
          <Button
            component={RouterLink}
            to={paths.authority.myWork}
            endIcon={<ArrowForward aria-hidden />}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, minHeight: 44 }}
          >
            Open My work
          </Button>
        </Stack>
        {work.error && !data ? (
          <Alert severity="error">My work could not load: {toApiFailure(work.error).message}</Alert>
        ) : !data ? (
          <PageLoading inline />
        ) : (
          <>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' },
              }}
            >
              {figures.map((figure) => (
                <li key={figure.label}>
                  <Link
                    component={RouterLink}
                    to={figure.to}
                    underline="hover"
                    sx={{ display: 'block', minHeight: 44, color: 'text.primary' }}
                  >
                    <Typography component="span" variant="h5" sx={{ fontWeight: 700, display: 'block' }}>
                      {figure.value.toLocaleString('en-GB')}
                    </Typography>
                    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                      {figure.label}
                    </Typography>
                  </Link>
                </li>
              ))}
            </Box>
            {data.actions.items.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>Nothing overdue or due today.</Typography>
            ) : (
              <ActionLines
                actions={data.actions.items}
                label="Your first actions overdue or due today"
                onOpenItem={onOpenItem}
              />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
