import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { FieldProps } from '@/components/labelled-input';
import { CHANGE_DIRECTION_WORDS, CHANGE_DIRECTIONS } from '../lib/change-form';

const HELP_ID = 'allocation-direction-help';

/**
 * Which way the allocation moves, as radios: a minus sign is never mistyped or missing from a
 * phone's keypad, and a screen reader hears "more" or "less", never a dash.
 */
export function ChangeDirectionFields({ direction }: { direction: FieldProps }) {
  return (
    <FormControl component="fieldset" error={Boolean(direction.error)} required>
      <FormLabel component="legend">Does the allocation go up or down?</FormLabel>
      <RadioGroup aria-describedby={direction.error ? HELP_ID : undefined}>
        {CHANGE_DIRECTIONS.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            label={CHANGE_DIRECTION_WORDS[value]}
            control={
              <Radio
                name={direction.name}
                slotProps={{ input: { ref: direction.inputRef } }}
                onChange={direction.onChange}
              />
            }
          />
        ))}
      </RadioGroup>
      {direction.error && <FormHelperText id={HELP_ID}>{direction.error}</FormHelperText>}
    </FormControl>
  );
}
