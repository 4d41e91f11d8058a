import {
  ACTION_TYPES,
  MY_WORK_FILTER_WORDS,
  MY_WORK_FILTERS,
  type MyWork,
  type MyWorkFilter,
} from '@casekeeper/contract';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ORDERS, type MyWorkView } from '../lib/my-work-address';
import { countFor } from '../lib/my-work-words';
import { ActionLines, type OpenItem } from './action-lines';
import { PartCard } from './part-card';

type ActionsPartProps = {
  actions: MyWork['actions'];
  view: MyWorkView;
  onView: (view: MyWorkView) => void;
  onOpenItem?: OpenItem | undefined;
};

const EMPTY: Record<MyWorkFilter, string> = {
  due: 'Nothing overdue or due today.',
  overdue: 'Nothing overdue.',
  today: 'Nothing more due today.',
  upcoming: 'Nothing upcoming.',
};

/**
 * The person's open actions, chosen by when (overdue and today's, overdue, today's, upcoming) and
 * type, in the order chosen, a page at a time; each opens its case's diary at the item.
 */
export function ActionsPart({ actions, view, onView, onOpenItem }: ActionsPartProps) {
  const order = ORDERS.find((choice) => choice.sort === view.sort && choice.dir === view.dir) ?? ORDERS[0];
  const pages = Math.max(1, Math.ceil(actions.total / actions.pageSize));
  const change = (changes: Partial<MyWorkView>) => onView({ ...view, page: 1, ...changes });
  return (
    <PartCard heading="Actions" count={countFor(view.filter, actions.counts)} shown={Infinity}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view.filter}
            aria-label="Which actions"
            onChange={(_event, filter: MyWorkFilter | null) => filter && change({ filter })}
            sx={(theme) => ({
              '& .MuiToggleButton-root': { minHeight: 44, textTransform: 'none' },
              // Two by two on a phone, each button boxed on its own; a row on a wider screen.
              [theme.breakpoints.down('sm')]: {
                display: 'grid',
                gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                gap: 1,
                '& .MuiToggleButtonGroup-grouped.MuiToggleButtonGroup-grouped': {
                  m: 0,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                },
              },
            })}
          >
            {MY_WORK_FILTERS.map((filter) => (
              <ToggleButton key={filter} value={filter}>
                {MY_WORK_FILTER_WORDS[filter]} ({countFor(filter, actions.counts).toLocaleString('en-GB')})
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <TextField
            select
            size="small"
            label="Type"
            value={view.type ?? ''}
            onChange={(event) =>
              change({ type: ACTION_TYPES.find((type) => type === event.target.value) ?? null })
            }
            sx={{ minWidth: 160 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Every type</option>
            {ACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Order"
            value={order.id}
            onChange={(event) => {
              const chosen = ORDERS.find((choice) => choice.id === event.target.value) ?? ORDERS[0];
              change({ sort: chosen.sort, dir: chosen.dir });
            }}
            sx={{ minWidth: 240 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {ORDERS.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </TextField>
        </Stack>
        {actions.total === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>
            {view.type ? `No ${view.type} actions here.` : EMPTY[view.filter]}
          </Typography>
        ) : (
          <ActionLines actions={actions.items} label="Your actions" onOpenItem={onOpenItem} />
        )}
        {pages > 1 && (
          <Pagination
            count={pages}
            page={Math.min(view.page, pages)}
            onChange={(_event, page) => onView({ ...view, page })}
            getItemAriaLabel={(type, page, selected) =>
              type === 'page' ? `${selected ? '' : 'Go to '}page ${page}` : `Go to the ${type} page`
            }
            sx={{ '& .MuiPaginationItem-root': { minWidth: 44, minHeight: 44 } }}
          />
        )}
      </Stack>
    </PartCard>
  );
}
