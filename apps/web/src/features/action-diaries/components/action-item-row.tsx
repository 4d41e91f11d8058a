import { alarmText, type ActionItem } from '@casekeeper/contract';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useDiaryLinkState } from '../hooks/use-diary-return';
import { formatDateTime } from '@/lib/format-date';
import { FileScanState, isDownloadable } from '@/components/file-scan-state';
import { fileSizeText } from '@/lib/files/file-checks';
import type { itemState } from '../lib/item-filter';
import { ItemStateChip } from './item-state-chip';

export type ItemRowActions = {
  onSetCompleted: (item: ActionItem, completed: boolean) => void;
  onDelete: (item: ActionItem) => void;
  onDownload: (item: ActionItem) => void;
  /** The item whose completion is being saved, or whose file is downloading. */
  busyItem: number | null;
  downloading: number | null;
};

type ActionItemRowProps = ItemRowActions & {
  item: ActionItem;
  state: ReturnType<typeof itemState>;
  /** The item chosen in the alarm dropdown: marked, and given the focus. */
  highlighted: boolean;
  ref?: Ref<HTMLLIElement>;
};

export const itemElementId = (id: number) => `action-item-${id}`;

/** One action item: when it is due, what it is, its note or file, and what the caller may do with it. */
export function ActionItemRow({ item, state, highlighted, ref, ...actions }: ActionItemRowProps) {
  const titleId = useId();
  const linkState = useDiaryLinkState();
  const title = alarmText(item.prefix, item.description);
  const formPath = item.kind === 'FILE' ? paths.actionItemFile : paths.actionItemText;
  return (
    <Box
      component="li"
      ref={ref}
      id={itemElementId(item.id)}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-current={highlighted ? 'true' : undefined}
      sx={{
        listStyle: 'none',
        display: 'grid',
        gap: { xs: 1, md: 2 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '170px minmax(0, 1fr) auto' },
        alignItems: 'start',
        px: 2,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: highlighted ? 'warning.main' : 'transparent',
        bgcolor: highlighted ? 'action.selected' : undefined,
        scrollMarginTop: 96,
        '&:focus-visible': {
          outline: 2,
          outlineStyle: 'solid',
          outlineColor: 'primary.main',
          outlineOffset: -2,
        },
      }}
    >
      <Stack
        spacing={0.75}
        direction={{ xs: 'row', md: 'column' }}
        sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <Typography
          component="time"
          dateTime={item.scheduledAt}
          sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
        >
          {formatDateTime(item.scheduledAt)}
        </Typography>
        <ItemStateChip state={state} />
      </Stack>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          id={titleId}
          component="h3"
          sx={{
            fontWeight: 600,
            overflowWrap: 'anywhere',
            ...(item.isCompleted ? { color: 'text.secondary' } : {}),
          }}
        >
          {title}
        </Typography>
        {item.text !== null && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}>
            {item.text}
          </Typography>
        )}
        {item.file && !isDownloadable(item.file) && <FileScanState file={item.file} />}
        {item.file && isDownloadable(item.file) && (
          <Button
            size="small"
            startIcon={<DownloadOutlined />}
            onClick={() => actions.onDownload(item)}
            aria-disabled={actions.downloading === item.id}
            aria-label={`Download ${item.file.name} (${fileSizeText(item.file.sizeBytes)})`}
            sx={{ mt: 0.5, ml: -0.5, textTransform: 'none', textAlign: 'left', overflowWrap: 'anywhere' }}
          >
            {item.file.name} ({fileSizeText(item.file.sizeBytes)})
          </Button>
        )}
        {item.completedAt && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            Completed {formatDateTime(item.completedAt)}
          </Typography>
        )}
      </Box>
      {item.can.edit && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: { md: 'flex-end' } }}
        >
          <Button
            size="small"
            variant="outlined"
            aria-disabled={actions.busyItem === item.id}
            aria-label={`${item.isCompleted ? 'Reopen' : 'Mark complete'}: ${title}`}
            onClick={() => {
              if (actions.busyItem !== item.id) actions.onSetCompleted(item, !item.isCompleted);
            }}
          >
            {item.isCompleted ? 'Reopen' : 'Mark complete'}
          </Button>
          <Button
            size="small"
            component={RouterLink}
            to={formPath.href('edit', item.id)}
            state={linkState}
            startIcon={<EditOutlined />}
            aria-label={`Edit ${title}`}
          >
            Edit
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlined />}
            aria-label={`Delete ${title}`}
            onClick={() => actions.onDelete(item)}
          >
            Delete
          </Button>
        </Stack>
      )}
    </Box>
  );
}
