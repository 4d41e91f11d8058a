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
import { useCallback, useEffect, useId, useRef } from 'react';
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
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(items);
  const dismissed = useRef<{ id: number; index: number } | null>(null);
  // Whichever comes second, the list without the item or the word that it was dismissed, moves it.
  const moveFocus = useCallback(() => {
    const gone = dismissed.current;
    if (!gone || shown.current.some((item) => item.actionItemDetailId === gone.id)) return;
    dismissed.current = null;
    const next = shown.current[Math.min(gone.index, shown.current.length - 1)];
    const button = next
      ? section.current?.querySelector<HTMLButtonElement>(`[data-dismisses="${next.actionItemDetailId}"]`)
      : null;
    (button ?? heading.current)?.focus();
  }, []);
  useEffect(() => {
    shown.current = items;
    moveFocus();
  }, [items, moveFocus]);
  return {
    section,
    heading,
    dismissedAt: (id: number, index: number) => {
      dismissed.current = { id, index };
      moveFocus();
    },
  };
}

/**
 * One of the dropdown's lists: each alarm names its case (number and client), leads to the case's
 * diary and can be dismissed.
 */
export function AlarmList({ title, list, onChoose, onDismiss }: AlarmListProps) {
  const headingId = useId();
  const { section, heading, dismissedAt } = useFocusAfterDismissal(list.items);
  const dismiss = async (item: AlarmItem, index: number) => {
    if (await onDismiss(item)) dismissedAt(item.actionItemDetailId, index);
  };

  return (
    <Box component="section" ref={section} aria-labelledby={headingId} sx={{ py: 1 }}>
      <Typography
        id={headingId}
        ref={heading}
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
                  data-dismisses={item.actionItemDetailId}
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
                  secondary={
                    <>
                      <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                        {item.caseNumber}, {item.clientName}
                      </Box>
                      <time dateTime={item.scheduledDate}>{formatShortDate(item.scheduledDate)}</time>
                    </>
                  }
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
