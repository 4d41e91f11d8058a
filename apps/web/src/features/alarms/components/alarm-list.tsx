import type { AlarmItem } from '@casekeeper/contract';
import { ALARM_MESSAGES } from '@casekeeper/contract';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/format-date';
import type { AlarmListState } from '../hooks/use-alarm-lists';

type AlarmListProps = {
  title: string;
  list: AlarmListState;
  onChoose: (item: AlarmItem) => void;
  /** Answers whether the item was dismissed. */
  onDismiss: (item: AlarmItem) => Promise<boolean>;
};

/**
 * After a dismissal, the focus its button had goes to the next item's (or the last one's, or
 * the list's heading when none is left), so a keyboard can dismiss one after another.
 */
function useFocusAfterDismissal(items: AlarmItem[]) {
  const dismissButtons = useRef(new Map<number, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);
  const [dismissed, setDismissed] = useState<{ id: number; index: number } | null>(null);
  useEffect(() => {
    if (!dismissed || items.some((item) => item.actionItemDetailId === dismissed.id)) return;
    const next = items[Math.min(dismissed.index, items.length - 1)];
    (next ? dismissButtons.current.get(next.actionItemDetailId) : heading.current)?.focus();
    setDismissed(null);
  }, [items, dismissed]);
  return {
    heading,
    dismissButtonRef: (id: number) => (button: HTMLButtonElement | null) => {
      if (button) dismissButtons.current.set(id, button);
      else dismissButtons.current.delete(id);
    },
    dismissedAt: (id: number, index: number) => setDismissed({ id, index }),
  };
}

/** One of the dropdown's lists: each alarm leads to its case's diary and can be dismissed. */
export function AlarmList({ title, list, onChoose, onDismiss }: AlarmListProps) {
  const headingId = useId();
  const focus = useFocusAfterDismissal(list.items);
  const dismiss = async (item: AlarmItem, index: number) => {
    if (await onDismiss(item)) focus.dismissedAt(item.actionItemDetailId, index);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: 1 }}>
      <Typography
        id={headingId}
        ref={focus.heading}
        tabIndex={-1}
        component="h3"
        variant="overline"
        sx={{ px: 2, display: 'block' }}
      >
        {title}
      </Typography>
      {list.items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {ALARM_MESSAGES.empty}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={headingId}>
          {list.items.map((item, index) => (
            <ListItem
              key={item.actionItemDetailId}
              disablePadding
              secondaryAction={
                <IconButton
                  ref={focus.dismissButtonRef(item.actionItemDetailId)}
                  edge="end"
                  aria-label={`Dismiss ${item.actionItemDetail}`}
                  onClick={() => void dismiss(item, index)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemButton
                component={RouterLink}
                to={paths.actionDiary.list.href(item.caseManagerDetailId)}
                onClick={() => onChoose(item)}
              >
                <ListItemText
                  primary={item.actionItemDetail}
                  secondary={<time dateTime={item.scheduledDate}>{formatShortDate(item.scheduledDate)}</time>}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {list.hasMore && (
        <Button size="small" onClick={list.loadMore} aria-label={`Load More ${title}`} sx={{ mx: 1 }}>
          Load More
        </Button>
      )}
    </Box>
  );
}
