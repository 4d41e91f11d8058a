import type { Diary } from '@casekeeper/contract';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useDiaryLinkState } from '../hooks/use-diary-return';
import { ITEM_FILTER_LABELS, itemState, type ItemFilter } from '../lib/item-filter';
import { ActionItemRow, type ItemRowActions } from './action-item-row';

type DiaryCardProps = ItemRowActions & {
  diary: Diary;
  filter: ItemFilter;
  now: number;
  highlightItemId: number | null;
  /** Given to the highlighted item's element (to scroll to it and focus it). */
  highlightRef: Ref<HTMLLIElement>;
  onDeleteDiary: (diary: Diary) => void;
};

/** A diary: its title and description, what may be done to it, and its items the filter shows. */
export function DiaryCard({
  diary,
  filter,
  now,
  highlightItemId,
  highlightRef,
  onDeleteDiary,
  ...itemActions
}: DiaryCardProps) {
  const titleId = useId();
  const linkState = useDiaryLinkState();
  const shown = diary.items.filter((item) => filter === 'all' || itemState(item, now) === filter);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: 2 }}>
        <Typography
          id={titleId}
          component="h2"
          variant="h6"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {diary.title}
        </Typography>
        {diary.description && (
          <Typography
            sx={{ color: 'text.secondary', whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}
          >
            {diary.description}
          </Typography>
        )}
        {(diary.can.edit || diary.can.delete) && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }}>
            {diary.can.edit && (
              <>
                <Button
                  size="small"
                  variant="outlined"
                  component={RouterLink}
                  to={paths.actionItemText.href('add', diary.id)}
                  state={linkState}
                  startIcon={<NoteAddOutlined />}
                  aria-label={`Add text item to ${diary.title}`}
                >
                  Add text item
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  component={RouterLink}
                  to={paths.actionItemFile.href('add', diary.id)}
                  state={linkState}
                  startIcon={<AttachFileOutlined />}
                  aria-label={`Add file item to ${diary.title}`}
                >
                  Add file item
                </Button>
                <Button
                  size="small"
                  component={RouterLink}
                  to={paths.actionDiary.form.href('edit', diary.id)}
                  state={linkState}
                  startIcon={<EditOutlined />}
                  aria-label={`Edit diary ${diary.title}`}
                >
                  Edit diary
                </Button>
              </>
            )}
            {diary.can.delete && (
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutlined />}
                onClick={() => onDeleteDiary(diary)}
                aria-label={`Delete diary ${diary.title}`}
              >
                Delete diary
              </Button>
            )}
          </Stack>
        )}
      </Box>
      {shown.length === 0 ? (
        <Typography sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}>
          {diary.items.length === 0
            ? diary.can.edit
              ? 'No action items yet. Add a text item for a call, visit or note, or a file item for a letter, photo or form.'
              : 'No action items yet.'
            : `No ${ITEM_FILTER_LABELS[filter].toLowerCase()} items in this diary. Choose All to see its ${diary.items.length === 1 ? 'item' : `${diary.items.length} items`}.`}
        </Typography>
      ) : (
        <Box component="ul" aria-label={`Action items of ${diary.title}`} sx={{ m: 0, p: 0 }}>
          {shown.map((item) => (
            <ActionItemRow
              key={item.id}
              item={item}
              state={itemState(item, now)}
              highlighted={item.id === highlightItemId}
              {...(item.id === highlightItemId ? { ref: highlightRef } : {})}
              {...itemActions}
            />
          ))}
        </Box>
      )}
    </Paper>
  );
}
