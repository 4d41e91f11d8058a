import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { Control } from 'react-hook-form';
import { WatchedValue } from '@/components/watched-value';
import type { ChoiceFormValues } from '../lib/choice-form';

type AsksForWordsBoxProps<TOut> = {
  control: Control<ChoiceFormValues, unknown, TOut>;
  onChange: (value: 'yes' | 'no') => void;
};

/** Whether choosing the entry asks for the reason in words (as "Other" does). */
export function AsksForWordsBox<TOut>({ control, onChange }: AsksForWordsBoxProps<TOut>) {
  return (
    <WatchedValue control={control} name="needsText">
      {(needsText) => (
        <FormControlLabel
          control={
            <Checkbox
              checked={needsText === 'yes'}
              onChange={(event) => onChange(event.target.checked ? 'yes' : 'no')}
            />
          }
          label="Asks for words"
          sx={{ flexShrink: 0, mr: 0, whiteSpace: 'nowrap' }}
        />
      )}
    </WatchedValue>
  );
}
