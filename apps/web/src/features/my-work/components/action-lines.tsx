import type { MyWorkAction } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';

/** Opening an item: the app marks it for the diary page, as the alarm dropdown does. */
export type OpenItem = (item: { id: number; words: string }) => void;

const wordsOf = (action: MyWorkAction) => `${action.type} - ${action.description}`;

/**
 * Actions, one line each: what to do (leading to the case's diary at the item), when it is due
 * and whether that has passed, and the case by number and client.
 */
export function ActionLines({
  actions,
  label,
  onOpenItem,
}: {
  actions: readonly MyWorkAction[];
  label: string;
  onOpenItem?: OpenItem | undefined;
}) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {actions.map((action) => (
        <Box
          component="li"
          key={action.id}
          sx={{
            py: 1.25,
            display: 'grid',
            gap: { xs: 0.25, sm: 2 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '10rem minmax(0, 1fr) 15rem' },
            alignItems: 'baseline',
            '& + li': { borderTop: 1, borderColor: 'divider' },
          }}
        >
          <Typography
            component="span"
            sx={{
              color: action.overdue ? 'error.main' : 'text.secondary',
              fontWeight: action.overdue ? 700 : 400,
              display: 'flex',
              flexDirection: { xs: 'row', sm: 'column' },
              columnGap: 1,
            }}
          >
            <time dateTime={action.dueAt}>{formatDateTime(action.dueAt)}</time>
            {action.overdue && <span>Overdue</span>}
          </Typography>
          <Link
            component={RouterLink}
            to={paths.actionDiary.list.href(action.caseId)}
            onClick={() => onOpenItem?.({ id: action.id, words: wordsOf(action) })}
            sx={{
              fontWeight: 700,
              overflowWrap: 'anywhere',
              // A target a finger can hit on a phone.
              display: 'inline-block',
              minHeight: { xs: 44, sm: 'auto' },
              py: { xs: 1.25, sm: 0 },
            }}
          >
            {wordsOf(action)}
          </Link>
          <Stack component="span" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            <span>{action.caseNumber}</span>
            <Typography component="span" variant="body2">
              {action.clientName} · {action.diaryTitle}
            </Typography>
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
