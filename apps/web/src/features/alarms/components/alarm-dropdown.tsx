import type { AlarmItem } from '@casekeeper/contract';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { AlertDialog, type AlertMessage } from '@/components/alert-dialog';
import { TOUCH_TARGET_PX } from '@/config/touch-target';
import { useDismissAlarm } from '../hooks/use-dismiss-alarm';
import { useAlarmEvents } from '../hooks/use-alarm-events';
import { useAlarmLists } from '../hooks/use-alarm-lists';
import { updateSelectedAlarmNotification } from '../stores/alarm-notification-slice';
import { AlarmList } from './alarm-list';

/**
 * The top bar's alarm notifications (spec §2): a bell counting the past items, opening the
 * upcoming and past lists, kept current by the server's alarm events. Closing the lists (Escape, or choosing an item) returns the focus to
 * the bell.
 */
export function AlarmDropdown({ webUserId }: { webUserId: number }) {
  const dispatch = useDispatch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const titleId = useId();
  const lists = useAlarmLists(webUserId);
  useAlarmEvents();
  const { dismiss, dismissAlert, clearDismissAlert } = useDismissAlarm(lists.hide);
  // A load failure alerts once, not again at every poll that fails the same way.
  const [acknowledged, setAcknowledged] = useState<AlertMessage | null>(null);
  const loadAlertKey = lists.loadAlert && `${lists.loadAlert.title}\n${lists.loadAlert.message ?? ''}`;
  const acknowledgedKey = acknowledged && `${acknowledged.title}\n${acknowledged.message ?? ''}`;
  if (loadAlertKey === null && acknowledged !== null) setAcknowledged(null);
  const alert = dismissAlert ?? (loadAlertKey !== acknowledgedKey ? lists.loadAlert : null);

  const close = () => setAnchor(null);
  const choose = (item: AlarmItem) => {
    dispatch(updateSelectedAlarmNotification({ id: item.actionItemDetailId, desc: item.actionItemDetail }));
    close();
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={
          lists.pastDueCount === null
            ? 'Alarms'
            : `Alarms, ${lists.pastDueCount} past due${lists.newCount > 0 ? `, ${lists.newCount} new from applicants` : ''}`
        }
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ width: TOUCH_TARGET_PX, height: TOUCH_TARGET_PX, flexShrink: 0 }}
      >
        <Badge badgeContent={(lists.pastDueCount ?? 0) + lists.newCount} color="error" max={99}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 'min(360px, calc(100vw - 16px))', maxHeight: 'min(560px, calc(100dvh - 80px))' },
          },
        }}
      >
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ px: 2, pt: 1.5 }}>
          Alarms
        </Typography>
        <AlarmList title="Upcoming" list={lists.upcoming} onChoose={choose} onDismiss={dismiss} />
        <Divider />
        <AlarmList title="Past" list={lists.past} onChoose={choose} onDismiss={dismiss} />
        {lists.fresh.items.length > 0 && (
          <>
            <Divider />
            <AlarmList title="New from applicants" list={lists.fresh} onChoose={choose} onDismiss={dismiss} />
          </>
        )}
      </Popover>
      <AlertDialog
        alert={alert}
        onClose={() => (dismissAlert ? clearDismissAlert() : setAcknowledged(lists.loadAlert))}
      />
    </>
  );
}
