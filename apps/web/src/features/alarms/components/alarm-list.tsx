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
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/format-date';
import type { AlarmListState } from '../hooks/use-alarm-lists';

type AlarmListProps = {
  title: string;
  list: AlarmListState;
  onChoose: (item: AlarmItem) => void;
  onDismiss: (item: AlarmItem) => void;
};

/** One of the dropdown's lists: each alarm leads to its case's diary and can be dismissed. */
export function AlarmList({ title, list, onChoose, onDismiss }: AlarmListProps) {
  const headingId = useId();

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: 1 }}>
      <Typography id={headingId} component="h3" variant="overline" sx={{ px: 2 }}>
        {title}
      </Typography>
      {list.items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {ALARM_MESSAGES.empty}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={headingId}>
          {list.items.map((item) => (
            <ListItem
              key={item.actionItemDetailId}
              disablePadding
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Dismiss ${item.actionItemDetail}`}
                  onClick={() => onDismiss(item)}
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
