import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Schedule from '@mui/icons-material/Schedule';
import Chip from '@mui/material/Chip';
import type { itemState } from '../lib/item-filter';

const LOOKS = {
  completed: { label: 'Completed', color: 'success', icon: <CheckCircleOutlined /> },
  overdue: { label: 'Overdue', color: 'error', icon: <ErrorOutlined /> },
  upcoming: { label: 'Upcoming', color: 'default', icon: <Schedule /> },
  new: { label: 'New', color: 'info', icon: <MarkEmailUnreadOutlined /> },
} as const;

/** Where an item stands, in words (colour and icon only repeat them). */
export function ItemStateChip({ state }: { state: ReturnType<typeof itemState> }) {
  const look = LOOKS[state];
  return <Chip size="small" variant="outlined" color={look.color} icon={look.icon} label={look.label} />;
}
