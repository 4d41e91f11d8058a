import Typography from '@mui/material/Typography';
import { useWatch, type Control } from 'react-hook-form';
import { formatPence } from '@/lib/money';
import { signedChangePence, type ChangeFormValues } from '../lib/change-form';

type ChangePreviewProps<TOut> = {
  control: Control<ChangeFormValues, unknown, TOut>;
  /** The year's allocation with its changes so far. */
  totalPence: number;
};

/** What the year's allocation becomes with the change as typed, so its direction is plain before saving. */
export function ChangePreview<TOut>({ control, totalPence }: ChangePreviewProps<TOut>) {
  const [direction, amount] = useWatch({ control, name: ['direction', 'amountPence'] });
  const change = direction === '' ? 0 : signedChangePence(direction, amount);
  return (
    <Typography sx={{ color: 'text.secondary' }}>
      The year&rsquo;s allocation is {formatPence(totalPence)}
      {change === 0 ? '.' : `; with this change it becomes ${formatPence(totalPence + change)}.`}
    </Typography>
  );
}
